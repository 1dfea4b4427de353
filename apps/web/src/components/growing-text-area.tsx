import Input from 'antd/es/input';
import type { TextAreaProps, TextAreaRef } from 'antd/es/input/TextArea';
import { useLayoutEffect, useRef } from 'react';

type Props = Omit<TextAreaProps, 'autoSize' | 'rows' | 'value'> & {
  value: string;
  minRows?: number;
  maxRows?: number;
};

/**
 * A controlled text area that grows with its text between minRows and maxRows. antd's `autoSize`
 * measures in a hidden textarea styled with `setAttribute('style', …)`, which the console's
 * Content-Security-Policy refuses (`style-src-attr 'none'`): the measuring box then showed at the
 * foot of the page and the heights came out wrong. This one sets the height through the CSSOM,
 * which the policy allows.
 */
export function GrowingTextArea({ value, minRows = 2, maxRows, ...props }: Props) {
  const ref = useRef<TextAreaRef>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text (value), which the effect reads from the DOM.
  useLayoutEffect(() => {
    const area = ref.current?.resizableTextArea?.textArea;
    if (area) {
      fitToText(area, minRows, maxRows);
    }
  }, [value, minRows, maxRows]);
  return <Input.TextArea ref={ref} rows={minRows} value={value} {...props} />;
}

function fitToText(area: HTMLTextAreaElement, minRows: number, maxRows: number | undefined) {
  const style = getComputedStyle(area);
  const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
  const lineHeight = px('line-height') || px('font-size') * 1.5715;
  const padding = px('padding-top') + px('padding-bottom');
  const border = px('border-top-width') + px('border-bottom-width');
  area.style.height = 'auto';
  // scrollHeight counts the padding and not the border.
  const text = area.scrollHeight - padding;
  const lowest = lineHeight * minRows;
  const highest = maxRows === undefined ? Number.POSITIVE_INFINITY : lineHeight * maxRows;
  const inner = Math.min(Math.max(text, lowest), highest);
  const isBorderBox = style.getPropertyValue('box-sizing') === 'border-box';
  area.style.height = `${Math.ceil(inner + (isBorderBox ? padding + border : 0))}px`;
  area.style.overflowY = text > highest ? 'auto' : 'hidden';
}
