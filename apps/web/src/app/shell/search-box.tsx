// The search input alone: antd's input index would bring the password, OTP and text area inputs
// into every signed-in page's first download.
import SearchInput from 'antd/es/input/Search';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

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

  return (
    <Space.Compact block data-testid="search-box">
      <Select<SearchType>
        aria-label={t('SEARCH_TYPE')}
        value={type}
        onChange={setType}
        style={{ width: 112, flex: 'none' }}
        popupMatchSelectWidth={false}
        options={searchTypes.map((value) => ({
          value,
          label: t(`SEARCH_TYPE_${value.toUpperCase()}`),
        }))}
      />
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
