import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isEmptyResume, templateIdSchema } from '#shared/resume/resume.schema.ts';
import type { SampleResume } from '#shared/samples/samples.ts';
import { notify } from '../../../lib/notify.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * `?template=<id>` (gallery) and `?sample=<id>` (samples page): applied once, then taken
 * off the address, so a reload or a later template change is not undone. A sample replaces
 * an empty resume at once; over work it is offered (`sampleOffer`), never forced.
 */
export function useBuilderUrlParams({
  getCurrent,
  replace,
  setTemplate,
}: {
  getCurrent: () => Snapshot;
  replace: (snapshot: Snapshot) => void;
  setTemplate: (templateId: string) => void;
}) {
  const [params, setParams] = useSearchParams();
  const templateParam = params.get('template');
  const sampleParam = params.get('sample');
  const [sampleOffer, setSampleOffer] = useState<SampleResume | null>(null);

  const dropParam = useCallback(
    (name: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const loadSample = useCallback(
    (sample: SampleResume) => {
      replace({ data: structuredClone(sample.resume), templateId: String(sample.templateId) });
      notify.success('Sample loaded', `${sample.title} is ready to edit. Make it your own.`);
    },
    [replace],
  );

  useEffect(() => {
    if (templateParam === null) return;
    const parsed = templateIdSchema.safeParse(templateParam);
    if (parsed.success && getCurrent().templateId !== parsed.data) setTemplate(parsed.data);
    dropParam('template');
  }, [templateParam, getCurrent, setTemplate, dropParam]);

  useEffect(() => {
    if (sampleParam === null) return;
    let active = true;
    // The samples are full resumes: loaded only when one is asked for.
    void import('#shared/samples/samples.ts').then(({ SAMPLE_RESUMES }) => {
      if (!active) return;
      const sample = SAMPLE_RESUMES.find((s) => s.id === sampleParam);
      dropParam('sample');
      if (!sample) return;
      if (isEmptyResume(getCurrent().data)) loadSample(sample);
      else setSampleOffer(sample);
    });
    return () => {
      active = false;
    };
  }, [sampleParam, getCurrent, dropParam, loadSample]);

  return {
    sampleOffer,
    acceptSample: () => {
      if (sampleOffer) loadSample(sampleOffer);
      setSampleOffer(null);
    },
    dismissSample: () => setSampleOffer(null),
  };
}
