import { useMemo, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { useStaffByIdsQueries, useStaffSearchQuery } from '../api/staff.api';

/** Typing settles for this long before the search goes out. */
const SEARCH_DEBOUNCE_MS = 300;

type Value = number | number[] | undefined;

type Props = {
  multiple?: boolean; value?: Value; onChange?: (value: Value) => void; placeholder?: string; id?: string; style?: React.CSSProperties;
  /** the field's name where no form label names it (a filter in a card's header) */
  'aria-label'?: string;
};

/**
 * Staff by name, mobile or account over GET /staffs/search (active, approved staff). Chosen staff the
 * current search does not list keep their names through their detail.
 */
export function StaffSelect({ value, onChange, placeholder, id, style, multiple, 'aria-label': ariaLabel }: Props) {
  const [keyword, setKeyword] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const search = useStaffSearchQuery(keyword);

  const chosen = useMemo(() => (value === undefined ? [] : Array.isArray(value) ? value : [value]), [value]);
  const listed = useMemo(() => new Set((search.data ?? []).map((s) => s.id)), [search.data]);
  const missing = useMemo(() => (keyword === '' && search.isPending ? [] : chosen.filter((id) => !listed.has(id))), [chosen, listed, keyword, search.isPending]);
  const details = useStaffByIdsQueries(missing);

  const options = [
    ...details.flatMap((d, i) => (d.data ? [{ value: d.data.id, label: d.data.name, phone: d.data.phone }] : [{ value: missing[i], label: `#${missing[i]}`, phone: null }])),
    ...(search.data ?? []).map((s) => ({ value: s.id, label: s.name, phone: s.phone })),
  ];

  const handleSearch = (text: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setKeyword(text.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <Select<Value>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(v) => onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: handleSearch }}
      onBlur={() => setKeyword('')}
      notFoundContent={search.isFetching ? <Spin size="small" /> : undefined}
      options={options}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {option.data.phone ? <span style={{ color: 'rgba(0,0,0,0.45)', marginLeft: 8 }}>{option.data.phone}</span> : null}
        </span>
      )}
      placeholder={placeholder}
      allowClear
      maxTagCount="responsive"
      style={style}
      aria-label={ariaLabel}
    />
  );
}
