import { describe, expect, it } from 'vitest';
import { checkStands, describe as say, type Hall, type StandShape } from './check';
import { readStandsCsv } from './csv';

const hall: Hall = { code: '8', name: 'Hal 8', width: 40, depth: 20 };
const stand = (number: string, x: number, y: number, width = 3, depth = 3, row?: number): StandShape => ({ hall: '8', number, x, y, width, depth, row });

describe('stands on a floor plan', () => {
  it('fit side by side, sharing walls, inside the hall', () => {
    expect(checkStands([hall], [stand('A1', 0, 0), stand('A2', 3, 0), stand('B1', 0, 3), stand('B2', 37, 17)])).toEqual([]);
  });

  it('do not overlap, stay inside the hall and have their number once', () => {
    const problems = checkStands([hall], [stand('A1', 4, 4, 3, 3, 2), stand('A2', 6, 4, 3, 3, 3), stand('A3', 38, 4, 3, 3, 4), stand('a1', 20, 4, 3, 3, 5)]);
    expect(problems).toEqual([
      { code: 'overlap', row: 3, hall: '8', stand: 'A2', other: 'A1', otherRow: 2 },
      { code: 'outside', row: 4, hall: '8', stand: 'A3' },
      { code: 'duplicate', row: 5, hall: '8', stand: 'a1', otherRow: 2 },
    ]);
    expect(problems.map(say)).toEqual([
      'Regel 3: stand 8.A2 overlapt stand 8.A1 (regel 2).',
      'Regel 4: stand 8.A3 ligt (deels) buiten hal 8.',
      'Regel 5: stand 8.a1 staat er twee keer in (ook op regel 2).',
    ]);
  });

  it('take the shape of a polygon: an L fits where its box would not', () => {
    const corner = { ...stand('C1', 0, 0, 6, 6), outline: [[0, 0], [6, 0], [6, 3], [3, 3], [3, 6], [0, 6]] };
    expect(checkStands([hall], [corner, stand('C2', 3, 3)])).toEqual([]);
    expect(checkStands([{ ...hall, outline: [[0, 0], [40, 0], [40, 10], [0, 10]] }], [stand('D1', 0, 12)])).toEqual([{ code: 'outside', hall: '8', stand: 'D1', row: undefined }]);
  });

  it('need a hall of the venue with a plan', () => {
    expect(checkStands([hall, { code: '9', name: 'Hal 9', width: null, depth: null }], [{ ...stand('A1', 0, 0), hall: '7' }, { ...stand('A1', 0, 0), hall: '9' }])).toEqual([
      { code: 'unknown-hall', hall: '7', row: undefined },
      { code: 'no-plan', hall: '9', row: undefined },
    ]);
  });

  it('report only the stand being saved among those already on the plan', () => {
    const saved = stand('A9', 1, 1);
    expect(checkStands([hall], [saved, stand('A1', 0, 0), stand('A2', 0, 0)], [saved])).toEqual([{ code: 'overlap', hall: '8', stand: 'A9', other: 'A1', row: undefined, otherRow: undefined }, { code: 'overlap', hall: '8', stand: 'A9', other: 'A2', row: undefined, otherRow: undefined }]);
  });
});

describe('a stands file', () => {
  it('is read with commas or, as a Dutch spreadsheet saves it, semicolons and decimal commas', () => {
    expect(readStandsCsv('hall,stand,x,y,width,depth\n8,B12,4,4,3,3\n\n8,B13,7.5,4,3,3\n')).toEqual({
      stands: [stand('B12', 4, 4, 3, 3, 2), stand('B13', 7.5, 4, 3, 3, 4)],
      problems: [],
    });
    expect(readStandsCsv('\uFEFFHal;Stand;X;Y;Breedte;Diepte\r\n8;B12;4,5;4;3;2,5\r\n').stands).toEqual([stand('B12', 4.5, 4, 3, 2.5, 2)]);
  });

  it('names every line and column it cannot read', () => {
    expect(readStandsCsv('hall,stand,x,y,width,depth\n8,B12,-1,4,3,3\n8.1,<b>,4,4,0,x').problems).toEqual([
      { code: 'invalid', row: 2, column: 'x', value: '-1' },
      { code: 'invalid', row: 3, column: 'hall', value: '8.1' },
      { code: 'invalid', row: 3, column: 'stand', value: '<b>' },
      { code: 'invalid', row: 3, column: 'width', value: '0' },
      { code: 'invalid', row: 3, column: 'depth', value: 'x' },
    ]);
    expect(readStandsCsv('a,b,c\n1,2,3').problems).toEqual([{ code: 'header', row: 1 }]);
    expect(readStandsCsv('hall,stand,x,y,width,depth\n"8,B12,4').problems).toEqual([{ code: 'unreadable', row: 2 }]);
  });
});
