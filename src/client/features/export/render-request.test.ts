import { describe, expect, it } from 'vitest';
import { emptyResume } from '#shared/resume/resume.schema.ts';
import { memoizeRenders, renderKey, renderPageSize, type RenderInput } from './render-request.ts';

function input(name: string, templateId = 1): RenderInput {
  const data = emptyResume();
  data.personalInfo.fullName = name;
  return { data, templateId };
}

describe('renderKey', () => {
  it('is equal for equal inputs and differs when anything differs', () => {
    expect(renderKey(input('Ada'))).toBe(renderKey(input('Ada')));
    expect(renderKey(input('Ada'))).not.toBe(renderKey(input('Ada L')));
    expect(renderKey(input('Ada', 1))).not.toBe(renderKey(input('Ada', 2)));
    const letter = input('Ada');
    letter.data.style.page_size = 'Letter';
    expect(renderKey(input('Ada'))).not.toBe(renderKey(letter));
  });
});

describe('renderPageSize', () => {
  it("is the resume's own paper, from its style", () => {
    const letter = input('Ada');
    letter.data.style.page_size = 'Letter';
    expect(renderPageSize(letter)).toBe('LETTER');
    expect(renderPageSize(input('Ada'))).toBe('A4');
  });
});

describe('memoizeRenders', () => {
  it('gives the same result for the same input and renders new inputs', async () => {
    let calls = 0;
    const render = memoizeRenders(async (i) => `${i.data.personalInfo.fullName}#${++calls}`);
    const first = await render(input('Ada'));
    expect(await render(input('Ada'))).toBe(first);
    expect(await render(input('Grace'))).toBe('Grace#2');
    expect(calls).toBe(2);
  });

  it('forgets the oldest input beyond its size', async () => {
    let calls = 0;
    const render = memoizeRenders(async () => ++calls, 2);
    await render(input('a'));
    await render(input('b'));
    await render(input('a')); // a is now the most recent
    await render(input('c')); // drops b
    expect(calls).toBe(3);
    await render(input('a'));
    expect(calls).toBe(3);
    await render(input('b'));
    expect(calls).toBe(4);
  });

  it('tries again after a failure', async () => {
    let calls = 0;
    const render = memoizeRenders(async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return 'ok';
    });
    await expect(render(input('Ada'))).rejects.toThrow('boom');
    expect(await render(input('Ada'))).toBe('ok');
  });
});
