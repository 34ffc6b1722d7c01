import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_INDUSTRY_FILTERS } from '#shared/samples/filter-samples.ts';
import { SelectField } from './filter-fields.tsx';

function renderIndustry() {
  const onChange = vi.fn();
  render(
    <SelectField
      id="industry"
      label="Industry"
      value="All Industries"
      options={SAMPLE_INDUSTRY_FILTERS}
      onChange={onChange}
    />,
  );
  return { onChange, select: screen.getByLabelText<HTMLSelectElement>('Industry') };
}

describe('SelectField', () => {
  it('hands on a choice it offers', () => {
    const { onChange, select } = renderIndustry();
    fireEvent.change(select, { target: { value: 'Finance' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Finance');
  });

  // The filters' types promise one of the offered choices, so nothing else may get through
  // (a value in another case, or one the list does not have).
  it.each(['finance', 'Healthcare'])(
    'hands on nothing for %s, which it does not offer',
    (value) => {
      const { onChange, select } = renderIndustry();
      fireEvent.change(select, { target: { value } });
      expect(onChange).not.toHaveBeenCalled();
    },
  );
});
