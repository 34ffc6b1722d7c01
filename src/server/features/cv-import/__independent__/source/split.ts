import { hashString } from './random.ts';

/**
 * The dev/sealed split: in each stratum (format × one or two columns) the documents whose
 * seeded hash sorts first are sealed, `share` of them rounded up, so the sealed part has
 * every format and two-column PDFs whatever the seed.
 */
export function splitCorpus(
  seed: string,
  share: number,
  documents: { id: string; format: string; columns: number }[],
): Map<string, 'dev' | 'sealed'> {
  const strata = new Map<string, string[]>();
  for (const d of documents) {
    const key = `${d.format}:${d.columns}`;
    strata.set(key, [...(strata.get(key) ?? []), d.id]);
  }
  const out = new Map<string, 'dev' | 'sealed'>();
  for (const ids of strata.values()) {
    const sorted = [...ids].sort(
      (a, b) => hashString(`${seed}:split:${a}`) - hashString(`${seed}:split:${b}`),
    );
    const sealed = Math.ceil(ids.length * share);
    sorted.forEach((id, i) => out.set(id, i < sealed ? 'sealed' : 'dev'));
  }
  return out;
}
