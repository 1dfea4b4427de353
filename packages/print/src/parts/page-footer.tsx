// @jsxRuntime automatic
// @jsxImportSource react
import { Text, View } from '@react-pdf/renderer';
import { styles } from './styles.ts';

/**
 * Bottom line of a full page: what the document is, when it was printed, the page number. The
 * pages are laid out one <Page> each, so the numbers are known; react-pdf's `render` prop would
 * cost a second layout pass (and, in a fixed View, prints nothing in 4.9).
 */
export function PageFooter({
  label,
  printedAt,
  page,
}: {
  label: string;
  printedAt: string;
  page?: { number: number; count: number };
}) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {label} · In lúc {printedAt}
      </Text>
      {page ? (
        <Text>
          Trang {page.number}/{page.count}
        </Text>
      ) : null}
    </View>
  );
}
