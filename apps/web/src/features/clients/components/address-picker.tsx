import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLocationPath } from '../api/get-location-path.ts';
import { useCurrentEquivalents } from '../api/list-current-equivalents.ts';
import { useLocationChildren } from '../api/list-location-children.ts';
import {
  choiceOf,
  depthOf,
  emptyChoice,
  type LocationChoice,
  type LocationTree,
  locationIdOf,
  pick,
} from '../model/locations.ts';

type AddressPickerProps = {
  /** The saved location (any level of either tree). */
  initialLocationId: number | null;
  onChange: (locationId: number | null) => void;
  error?: ReactNode;
};

const levelLabels: Record<LocationTree, string[]> = {
  current: ['CLIENT_PROVINCE', 'CLIENT_COMMUNE'],
  legacy: ['CLIENT_PROVINCE', 'CLIENT_DISTRICT', 'CLIENT_WARD'],
};
const levelTestIds = ['client-province', 'client-district', 'client-ward'];

/** One level's select, its options being the children of the level above. */
function LevelSelect(props: {
  choice: LocationChoice;
  level: number;
  label: string;
  onPick: (id: number | null) => void;
  error?: ReactNode;
}) {
  const { choice, level } = props;
  const parent = level === 0 ? null : (choice.ids[level - 1] ?? null);
  const options = useLocationChildren(choice.tree, parent, level === 0 || parent !== null);
  const testId = choice.tree === 'current' && level === 1 ? 'client-commune' : levelTestIds[level];
  return (
    <Form.Item
      label={props.label}
      required={level === 0}
      validateStatus={props.error ? 'error' : undefined}
      help={props.error}
    >
      <Select<number>
        value={choice.ids[level] ?? undefined}
        allowClear={level > 0}
        showSearch={{ optionFilterProp: 'label' }}
        loading={options.isFetching}
        disabled={level > 0 && parent === null}
        onChange={(value) => props.onPick(value ?? null)}
        aria-label={props.label}
        data-testid={testId}
        options={(options.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
      />
    </Form.Item>
  );
}

/** The current commune(s) a legacy ward became, when the mapping knows them (REF-2). */
function CurrentEquivalent({ wardId }: { wardId: number | null }) {
  const { t } = useTranslation();
  const equivalents = useCurrentEquivalents(wardId);
  const items = equivalents.data ?? [];
  if (wardId === null || items.length === 0) {
    return null;
  }
  const names = items.map((item) =>
    [item.location.name, item.province?.name].filter(Boolean).join(', '),
  );
  const isSplit = items.some((item) => item.coverage === 'partial');
  return (
    <Alert
      type="info"
      showIcon
      title={
        isSplit
          ? t('LOCATION_NOW_ONE_OF', { names: names.join('; ') })
          : t('LOCATION_NOW', { name: names[0] })
      }
      data-testid="client-location-equivalent"
    />
  );
}

/**
 * Address pickers for both administrative trees (DECISIONS.md, Locations): the current one for new
 * addresses, the legacy one for old ID cards, with the current equivalent of a legacy ward.
 */
export function AddressPicker({ initialLocationId, onChange, error }: AddressPickerProps) {
  const { t } = useTranslation();
  const saved = useLocationPath(initialLocationId);
  const [edited, setEdited] = useState<LocationChoice | null>(null);
  const choice = edited ?? (saved.data ? choiceOf(saved.data) : emptyChoice('current'));
  const update = (next: LocationChoice) => {
    setEdited(next);
    onChange(locationIdOf(next));
  };
  const depth = depthOf(choice.tree);
  return (
    <>
      <Form.Item label={t('LOCATION_TREE')}>
        <Radio.Group
          value={choice.tree}
          onChange={(event) => update(emptyChoice(event.target.value))}
          data-testid="client-location-tree"
          options={[
            { value: 'current', label: t('LOCATION_TREE_CURRENT') },
            { value: 'legacy', label: t('LOCATION_TREE_LEGACY') },
          ]}
        />
      </Form.Item>
      {levelLabels[choice.tree].slice(0, depth).map((labelKey, level) => (
        <LevelSelect
          key={`${choice.tree}-${labelKey}`}
          choice={choice}
          level={level}
          label={t(labelKey)}
          onPick={(id) => update(pick(choice, level, id))}
          error={level === 0 ? error : undefined}
        />
      ))}
      {choice.tree === 'legacy' ? <CurrentEquivalent wardId={choice.ids[2] ?? null} /> : null}
    </>
  );
}
