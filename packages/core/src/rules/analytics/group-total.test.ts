import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedMembers, groupTotal, showCoversBooths } from './group-total';

type Member = { id: string; parentId: string | null; value: number | null };

// Shows with booths and lone places; a show's value is at least its busiest booth's, as the
// pipeline makes it (a show's visits are sessionised from its own and its booths' detections).
const groupArb = fc
  .array(
    fc.record({
      own: fc.nat(500),
      booths: fc.array(fc.option(fc.nat(500), { nil: null }), { maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((places) =>
    places.flatMap(({ own, booths }, index): Member[] => {
      const show = `s${index}`;
      const busiest = Math.max(0, ...booths.map((value) => value ?? 0));
      return [
        { id: show, parentId: null, value: own + busiest },
        ...booths.map((value, b) => ({ id: `${show}b${b}`, parentId: show, value })),
      ];
    }),
  );

describe('group totals', () => {
  it("never counts a booth's people again next to its show", () => {
    fc.assert(
      fc.property(groupArb, fc.array(fc.boolean(), { maxLength: 40 }), (members, keep) => {
        // Any selection of the places (a filter may leave a show out and keep its booths).
        const listed = members.filter((_, i) => keep[i] ?? true);
        const total = groupTotal(listed, 'visitors');
        const values = listed.map((m) => m.value).filter((v) => v !== null);
        if (values.length === 0) {
          expect(total).toBeNull();
          return;
        }
        // At least its largest member, at most every member's sum.
        expect(total).toBeGreaterThanOrEqual(Math.max(...values));
        expect(total).toBeLessThanOrEqual(values.reduce((sum, v) => sum + v, 0));
        const shows = new Set(listed.map((m) => m.id));
        const counted = countedMembers(listed, 'visitors');
        for (const member of listed)
          expect(counted.includes(member)).toBe(
            member.parentId === null || !shows.has(member.parentId),
          );
      }),
    );
  });

  it("adds every place's door counts: a show's are its own doors", () => {
    fc.assert(
      fc.property(groupArb, (members) => {
        const values = members.map((m) => m.value ?? 0);
        expect(groupTotal(members, 'walk_ins')).toBe(values.reduce((sum, v) => sum + v, 0));
      }),
    );
  });

  it('lets Wi-Fi figures of a show cover its booths, door counts not', () => {
    expect(showCoversBooths('visitors')).toBe(true);
    expect(showCoversBooths('walk_bys')).toBe(true);
    expect(showCoversBooths('engagers')).toBe(true);
    expect(showCoversBooths('walk_ins')).toBe(false);
    expect(showCoversBooths('walk_outs')).toBe(false);
  });
});
