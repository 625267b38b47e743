import { describe, expect, it, vi } from 'vitest';
import { processSingleton } from './process-singleton';

describe('processSingleton', () => {
  it('makes the value once and hands every caller the same one', () => {
    const create = vi.fn(() => ({ made: Date.now() }));
    const first = processSingleton('test.once', create);
    expect(processSingleton('test.once', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps each name apart, across copies of a module (one registered symbol)', () => {
    expect(processSingleton('test.a', () => 'a')).toBe('a');
    expect(processSingleton('test.b', () => 'b')).toBe('b');
    const slots = globalThis as unknown as Record<symbol, unknown>;
    expect(slots[Symbol.for('jackie.test.a')]).toBe('a');
  });
});
