import { PAGE_SIZE_LABELS, isPageSize, type PageSizeId } from './page-size.ts';

/** The labelled A4 / US Letter choice of a preview. */
export function PageSizeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PageSizeId;
  onChange: (pageSize: PageSizeId) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Page size
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          if (isPageSize(e.target.value)) onChange(e.target.value);
        }}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {Object.entries(PAGE_SIZE_LABELS).map(([size, label]) => (
          <option key={size} value={size}>
            {label}
          </option>
        ))}
      </select>
    </>
  );
}
