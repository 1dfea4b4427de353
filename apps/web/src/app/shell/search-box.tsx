// The search input alone: antd's input index would bring the password, OTP and text area inputs
// into every signed-in page's first download. The type is picked from a dropdown menu, which the
// header already loads for the profile and phone menus: antd's Select (23 kB gzip) would be in
// every signed-in page's first download for three choices.
import DownOutlined from '@ant-design/icons/DownOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import SearchInput from 'antd/es/input/Search';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

export const searchTypes = ['all', 'clients', 'contracts'] as const;
export type SearchType = (typeof searchTypes)[number];

function isSearchType(value: string | null): value is SearchType {
  return searchTypes.some((type) => type === value);
}

type SearchBoxProps = { onSearch?: () => void };

/** The header search (A§2.5): a type selector and a text box; Enter opens /search. */
export function SearchBox({ onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // On the result page the box shows what was searched; elsewhere it starts empty with "all".
  const typeParam = params.get('type');
  const [type, setType] = useState<SearchType>(isSearchType(typeParam) ? typeParam : 'all');
  const [terms, setTerms] = useState(params.get('terms') ?? '');

  const search = () => {
    const query = new URLSearchParams({ type, terms: terms.trim() });
    void navigate(`/search?${query.toString()}`);
    onSearch?.();
  };

  const typeLabel = (value: SearchType) => t(`SEARCH_TYPE_${value.toUpperCase()}`);
  return (
    <Space.Compact block data-testid="search-box">
      <Dropdown
        trigger={['click']}
        menu={{
          items: searchTypes.map((value) => ({
            key: value,
            label: typeLabel(value),
          })),
          selectable: true,
          selectedKeys: [type],
          onClick: ({ key }) => {
            if (isSearchType(key)) {
              setType(key);
            }
          },
        }}
      >
        <Button
          aria-label={`${t('SEARCH_TYPE')}: ${typeLabel(type)}`}
          style={{ width: 112, flex: 'none' }}
          data-testid="search-type"
        >
          {typeLabel(type)}
          <DownOutlined />
        </Button>
      </Dropdown>
      <SearchInput
        aria-label={t('SEARCH')}
        placeholder={t('SEARCH_PLACEHOLDER')}
        value={terms}
        onChange={(event) => setTerms(event.target.value)}
        onSearch={search}
        data-testid="search-input"
      />
    </Space.Compact>
  );
}
