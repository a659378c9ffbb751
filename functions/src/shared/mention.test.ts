import { describe, expect, it } from 'vitest';
import { mentionsAssistant } from './mention.js';

describe('mentionsAssistant', () => {
  it.each(['@dplAI what next?', 'hi @dplai', 'Ask (@DPLAI), please', 'thanks @DplAi.'])(
    'finds the mention in %j',
    (t) => expect(mentionsAssistant(t)).toBe(true),
  );
  it.each(['dplAI without the at sign', 'mail me at x@dplAIfan.org', '@dpl AI', ''])('ignores %j', (t) =>
    expect(mentionsAssistant(t)).toBe(false),
  );
});
