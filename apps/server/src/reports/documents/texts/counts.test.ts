// Words that agree with a count take the locale's form for it (core plural()): "1 hour" but
// "2 hours"; French also "0 heure"; Spanish the singular for exactly 1 only.
import { describe, expect, it } from 'vitest';
import { comparisonTextsFor } from '../builders/comparison-texts';
import { textsFor } from './index';

const en = textsFor('en-US');
const gb = textsFor('en-GB');
const fr = textsFor('fr');
const es = textsFor('es');

describe('the report texts’ counts', () => {
  it('say the hours without data, noun and verb agreeing by each language’s grammar', () => {
    // English and Spanish: the noun agrees with the total, the verb with the hours missing.
    expect(en.explain.dataGaps('1', '701', 1, 701)).toBe(
      '1 of 701 hours in this range has no data from any sensor: figures for that hour are missing, not zero.',
    );
    expect(en.explain.dataGaps('2', '701', 2, 701)).toBe(
      '2 of 701 hours in this range have no data from any sensor: figures for those hours are missing, not zero.',
    );
    expect(gb.explain.dataGaps('1', '1', 1, 1)).toContain('1 of 1 hour in this range has no data');
    expect(es.explain.dataGaps('1', '701', 1, 701)).toBe(
      '1 de 701 horas de este periodo no tiene datos de ningún sensor: las cifras de esa hora faltan, no valen cero.',
    );
    expect(es.explain.dataGaps('2', '701', 2, 701)).toBe(
      '2 de 701 horas de este periodo no tienen datos de ningún sensor: las cifras de esas horas faltan, no valen cero.',
    );
    // French: noun and verb agree with the hours missing ("1 heure sur 701 n’a").
    expect(fr.explain.dataGaps('1', '701', 1, 701)).toBe(
      '1 heure sur 701 de cette période n’a aucune donnée des capteurs : les chiffres de cette heure manquent, ils ne valent pas zéro.',
    );
    expect(fr.explain.dataGaps('2', '701', 2, 701)).toBe(
      '2 heures sur 701 de cette période n’ont aucune donnée des capteurs : les chiffres de ces heures manquent, ils ne valent pas zéro.',
    );
  });

  it('say the days still being computed, French 0 in the singular', () => {
    expect(en.explain.pendingDays('1', 1)).toMatch(/^1 day of the dates .* was still being/);
    expect(en.explain.pendingDays('2', 2)).toMatch(/^2 days of the dates .* were still being/);
    expect(fr.explain.pendingDays('1', 1)).toMatch(/^1 jour des dates .* était encore/);
    expect(fr.explain.pendingDays('0', 0)).toMatch(/^0 jour des dates .* était encore/);
    expect(fr.explain.pendingDays('2', 2)).toMatch(/^2 jours des dates .* étaient encore/);
    expect(es.explain.pendingDays('1', 1)).toMatch(/^1 día de las fechas .* se estaba calculando/);
    expect(es.explain.pendingDays('0', 0)).toMatch(/^0 días de las fechas .* se estaban/);
  });

  it('say the busiest hour’s visitors', () => {
    expect(en.busiestHour('Tuesday 10:00', '1', 1)).toBe(
      'Busiest hour: Tuesday 10:00, with 1 visitor.',
    );
    expect(gb.busiestHour('Tuesday 10:00', '2', 2)).toBe(
      'Busiest hour: Tuesday 10:00, with 2 visitors.',
    );
    expect(fr.busiestHour('mardi 10:00', '1', 1)).toBe(
      'Heure la plus fréquentée : mardi 10:00, avec 1 visiteur.',
    );
    expect(fr.busiestHour('mardi 10:00', '1 234', 1234)).toBe(
      'Heure la plus fréquentée : mardi 10:00, avec 1 234 visiteurs.',
    );
    expect(es.busiestHour('martes 10:00', '1', 1)).toBe(
      'Hora de mayor afluencia: martes 10:00, con 1 visitante.',
    );
    expect(es.busiestHour('martes 10:00', '2', 2)).toContain('con 2 visitantes.');
  });

  it('say the live hours of the visibility score', () => {
    expect(en.explain.visibilityScore('1', 1)).toContain('(1 hour in this range)');
    expect(en.explain.visibilityScore('2', 2)).toContain('(2 hours in this range)');
    expect(fr.explain.visibilityScore('0', 0)).toContain('(0 heure sur cette période)');
    expect(fr.explain.visibilityScore('1', 1)).toContain('(1 heure sur cette période)');
    expect(fr.explain.visibilityScore('2', 2)).toContain('(2 heures sur cette période)');
    expect(es.explain.visibilityScore('1', 1)).toContain('(1 hora en este periodo)');
    expect(es.explain.visibilityScore('0', 0)).toContain('(0 horas en este periodo)');
  });

  it('say the locations a grade is among', () => {
    expect(en.explain.grade('good', '60', '1', 1)).toContain('among 1 location of the same type');
    expect(gb.explain.grade('good', '60', '1', 1)).toContain('among 1 location of the same type');
    expect(gb.explain.grade('good', '60', '5', 5)).toContain('among 5 locations of the same type');
    expect(fr.explain.grade('bon', '60', '1', 1)).toContain('parmi 1 site du même type');
    expect(fr.explain.grade('bon', '60', '5', 5)).toContain('parmi 5 sites du même type');
    expect(es.explain.grade('bueno', '60', '1', 1)).toContain('entre 1 ubicación del mismo tipo');
    expect(es.explain.grade('bueno', '60', '5', 5)).toContain('entre 5 ubicaciones del mismo tipo');
  });

  it('say the calibration’s days and visitors per hundred, and the similar locations', () => {
    const fit = (days: number, perHundred: number) => ({
      days: String(days),
      dayCount: days,
      from: 'a',
      to: 'b',
      band: '8%',
      perHundred: { text: String(perHundred), count: perHundred },
    });
    expect(en.basis.own(fit(1, 1))).toBe(
      'calibrated on its own door counters over 1 day (a – b), ±8%. Wi-Fi sees about 1 visitor per 100 people counted at the door.',
    );
    expect(en.basis.own(fit(21, 45))).toContain('over 21 days (a – b)');
    expect(en.basis.own(fit(21, 45))).toContain('about 45 visitors per 100');
    expect(fr.basis.own(fit(1, 1))).toBe(
      'chiffres étalonnés sur ses propres compteurs de porte pendant 1 jour (du a au b), ±8%. Le Wi-Fi voit environ 1 visiteur pour 100 personnes comptées à la porte.',
    );
    expect(fr.basis.own(fit(21, 0))).toContain('environ 0 visiteur pour 100');
    expect(es.basis.own(fit(1, 1))).toBe(
      'cifras calibradas con sus propios contadores de puerta durante 1 día (del a al b), ±8%. El Wi-Fi ve alrededor de 1 visitante por cada 100 personas contadas en la puerta.',
    );
    expect(es.basis.own(fit(21, 45))).toContain('unos 45 visitantes por cada 100');

    expect(en.basis.similar('1', 1, '10%')).toContain('borrowed from a similar location (same');
    expect(en.basis.similar('3', 3, '10%')).toContain('borrowed from 3 similar locations (same');
    expect(fr.basis.similar('1', 1, '10%')).toContain('chiffres repris d’un site similaire (même');
    expect(fr.basis.similar('3', 3, '10%')).toContain('chiffres repris de 3 sites similaires');
    expect(es.basis.similar('1', 1, '10%')).toContain('tomadas de una ubicación similar (mismo');
    expect(es.basis.similar('3', 3, '10%')).toContain('tomadas de 3 ubicaciones similares');
  });
});

describe('the comparison report’s counts', () => {
  it('say the locations graded among, the noun agreeing with this period’s', () => {
    expect(comparisonTextsFor('en-US').peers('Retail', '1', '0', 1)).toBe(
      'Retail: graded among 1 location this period, 0 in the previous period.',
    );
    expect(comparisonTextsFor('en-GB').peers('Retail', '4', '1', 4)).toBe(
      'Retail: graded among 4 locations this period, 1 in the previous period.',
    );
    expect(comparisonTextsFor('fr').peers('Commerce', '1', '2', 1)).toBe(
      'Commerce : noté parmi 1 site sur cette période, 2 sur la période précédente.',
    );
    expect(comparisonTextsFor('fr').peers('Commerce', '2', '1', 2)).toContain('parmi 2 sites');
    expect(comparisonTextsFor('es').peers('Tienda', '1', '3', 1)).toBe(
      'Tienda: calificado entre 1 ubicación en este periodo, 3 en el anterior.',
    );
    expect(comparisonTextsFor('es').peers('Tienda', '3', '1', 3)).toContain('entre 3 ubicaciones');
  });

  it('say the previous period of one day as the day before', () => {
    expect(comparisonTextsFor('en-US').explain.periods('a', 'a', '1', false, 1)).toBe(
      'The previous period is the day before, a – a.',
    );
    expect(comparisonTextsFor('en-GB').explain.periods('a', 'b', '7', false, 7)).toBe(
      'The previous period is the 7 days before, a – b.',
    );
    expect(comparisonTextsFor('fr').explain.periods('a', 'a', '1', false, 1)).toBe(
      'La période précédente couvre le jour d’avant, du a au a.',
    );
    expect(comparisonTextsFor('fr').explain.periods('a', 'b', '7', false, 7)).toBe(
      'La période précédente couvre les 7 jours d’avant, du a au b.',
    );
    expect(comparisonTextsFor('es').explain.periods('a', 'a', '1', false, 1)).toBe(
      'El periodo anterior es el día previo, del a al a.',
    );
    expect(comparisonTextsFor('es').explain.periods('a', 'b', '7', false, 7)).toBe(
      'El periodo anterior son los 7 días previos, del a al b.',
    );
  });
});
