import { describe, expect, it } from 'vitest';
import { replyPhase } from './reply-phase';

const ids = (...list: string[]) => new Set(list);

describe('replyPhase', () => {
  it('is validating while the callable runs, whatever else is known', () => {
    expect(replyPhase(true, null, ids())).toBe('validating');
    expect(replyPhase(true, { id: 'r1', assistantRequested: true }, ids('r1'))).toBe('validating');
  });

  it('is sending until the saved reply is visible, then idle', () => {
    const pending = { id: 'r1', assistantRequested: false };
    expect(replyPhase(false, pending, ids('r0'))).toBe('sending');
    expect(replyPhase(false, pending, ids('r0', 'r1'))).toBe('idle');
  });

  it('waits for the assistant answer derived from the reply id when one was requested', () => {
    const pending = { id: 'r1', assistantRequested: true };
    expect(replyPhase(false, pending, ids())).toBe('sending');
    expect(replyPhase(false, pending, ids('r1'))).toBe('generating');
    expect(replyPhase(false, pending, ids('r1', 'ai-r0'))).toBe('generating');
    expect(replyPhase(false, pending, ids('r1', 'ai-r1'))).toBe('idle');
  });

  it('is idle once the reply it saw leaves again (deleted or removed), not sending', () => {
    const plain = { id: 'r1', assistantRequested: false };
    expect(replyPhase(false, plain, ids(), true)).toBe('idle');
    const mention = { id: 'r1', assistantRequested: true };
    expect(replyPhase(false, mention, ids(), true)).toBe('idle');
    expect(replyPhase(false, mention, ids('r1'), true)).toBe('generating');
  });

  it('is idle with nothing pending', () => {
    expect(replyPhase(false, null, ids('r1'))).toBe('idle');
  });
});
