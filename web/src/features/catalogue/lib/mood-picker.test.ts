import { describe, expect, it } from 'vitest';
import { MOODS } from '@shared/constants';
import { bookInputSchema, moodsSchema } from '@shared/schemas';
import { isMoodDisabled, toggleMood } from './mood-picker';

describe('mood picker', () => {
  it('adds moods until two are picked, then disables the other four', () => {
    let picked = toggleMood([], 'happy');
    picked = toggleMood(picked, 'calm');
    expect(picked).toEqual(['happy', 'calm']);
    expect(MOODS.filter((m) => isMoodDisabled(picked, m))).toEqual(['down', 'stressed', 'curious', 'tired']);
    expect(isMoodDisabled(picked, 'happy')).toBe(false);
  });

  it('ignores a third pick and frees a slot when a picked mood is removed', () => {
    const full = toggleMood(toggleMood([], 'down'), 'tired');
    expect(toggleMood(full, 'curious')).toEqual(['down', 'tired']);
    const freed = toggleMood(full, 'down');
    expect(freed).toEqual(['tired']);
    expect(isMoodDisabled(freed, 'curious')).toBe(false);
    expect(toggleMood(freed, 'curious')).toEqual(['tired', 'curious']);
  });

  it('enables every mood while fewer than two are picked', () => {
    expect(MOODS.some((m) => isMoodDisabled(['calm'], m))).toBe(false);
  });
});

describe('mood limit in the shared schema', () => {
  it('accepts up to two distinct moods', () => {
    expect(moodsSchema.safeParse([]).success).toBe(true);
    expect(moodsSchema.safeParse(['happy', 'calm']).success).toBe(true);
  });

  it('refuses three moods, duplicates and unknown moods with the moods message', () => {
    const three = moodsSchema.safeParse(['happy', 'calm', 'tired']);
    expect(three.success).toBe(false);
    expect(three.error?.issues[0]?.message).toBe('validation.moods');
    expect(moodsSchema.safeParse(['happy', 'happy']).success).toBe(false);
    expect(moodsSchema.safeParse(['angry']).success).toBe(false);
  });

  it('applies to a whole book', () => {
    const book = {
      title: 'T',
      author: 'A',
      description: '',
      coverUrl: '',
      formats: ['ebook'],
      tags: [],
      available: true,
      aiGenerated: false,
    };
    expect(bookInputSchema.safeParse({ ...book, moods: ['calm', 'curious'] }).success).toBe(true);
    expect(bookInputSchema.safeParse({ ...book, moods: ['calm', 'curious', 'down'] }).success).toBe(false);
  });
});
