import { describe, expect, it } from 'vitest'
import { WaitingQueue } from '../../src/server/inquiries/waiting-queue'

interface Entry {
  n: number
  dropped: boolean
}
const entries = (count: number, from = 0): Entry[] =>
  Array.from({ length: count }, (_, i) => ({ n: from + i, dropped: false }))
const numbers = (list: Entry[]) => list.map((e) => e.n)

describe('the intake’s waiting queue', () => {
  it('takes the free entries in order of arrival and keeps the others at the head, in order', () => {
    const q = new WaitingQueue<Entry>()
    for (const e of entries(10)) q.push(e)
    expect(numbers(q.take(3, (e) => e.n % 2 === 0))).toEqual([0, 2, 4])
    expect(q.size).toBe(7)
    expect(numbers(q.take(100, () => true))).toEqual([1, 3, 5, 6, 7, 8, 9])
    expect(q.size).toBe(0)
  })

  it('puts a batch back ahead of everyone waiting', () => {
    const q = new WaitingQueue<Entry>()
    for (const e of entries(5)) q.push(e)
    const first = q.take(2, () => true)
    q.putBack(first)
    q.putBack(entries(3, 100))
    expect(numbers(q.take(100, () => true))).toEqual([100, 101, 102, 0, 1, 2, 3, 4])
  })

  it('skips and no longer counts a dropped entry', () => {
    const q = new WaitingQueue<Entry>()
    const list = entries(4)
    for (const e of list) q.push(e)
    q.drop(list[1])
    expect(q.size).toBe(3)
    expect(numbers(q.take(100, () => true))).toEqual([0, 2, 3])
  })

  it('holds half a million callers, most of them kept behind busy people, without overflowing the stack', () => {
    // A spread of the kept entries into splice's arguments threw RangeError past about 120,000 of them.
    const q = new WaitingQueue<Entry>()
    const list = entries(500_000)
    for (const e of list) q.push(e)
    const taken = q.take(100, (e) => e.n >= 499_000)
    expect(numbers(taken)).toEqual(Array.from({ length: 100 }, (_, i) => 499_000 + i))
    expect(q.size).toBe(499_900)
    for (let i = 0; i < 300_000; i++) q.drop(list[i])
    expect(q.size).toBe(199_900)
    expect(q.take(1, () => true)[0].n).toBe(300_000)
  })
})
