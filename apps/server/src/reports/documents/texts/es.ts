// Español (textos tomados de los catálogos del web: events, retail, dashboards).
import { pluralFor } from '@footfall/core';
import { catalogueKpiNames } from './figure-names';
import type { ReportTexts } from './types';

export const es: ReportTexts = {
  titles: {
    eventDaily: 'Informe diario del evento',
    eventFootTraffic: 'Informe de afluencia del evento',
    eventAwareness: 'Informe de visibilidad de marca',
    retail: 'Informe de tienda',
    bubble: 'Informe de stands (burbujas)',
  },
  sections: {
    keyFigures: 'Cifras clave',
    perHourChart: 'Impresiones por hora',
    perHourTable: 'Hora a hora',
    perDayChart: 'Visitantes y transeúntes por día',
    perDayTable: 'Día a día',
    impressionsChart: 'Impresiones por día',
    impressionsTable: 'Impresiones día a día',
    trafficChart: 'Afluencia a lo largo del tiempo',
    trafficTable: 'Cifras por periodo',
    busiestHours: 'Horas de mayor afluencia (visitantes por día de la semana y hora)',
    visitDuration: 'Duración de las visitas',
    visitDurationTable: 'Visitas según la duración de la estancia',
    newVsReturning: 'Visitantes nuevos y recurrentes',
    bubbleChart: 'Afluencia, permanencia e interacción por stand',
    boothTable: 'Stands ordenados por visitantes',
    summary: 'Resumen',
  },
  sheets: {
    kpis: 'Cifras clave',
    hours: 'Horas',
    days: 'Días',
    periods: 'Periodos',
    busiest: 'Horas de afluencia',
    durations: 'Duración de visitas',
    visitors: 'Nuevos y recurrentes',
    booths: 'Stands',
  },
  kpis: {
    ...catalogueKpiNames('es'),
    medianVisitDuration: 'Duración mediana de la visita',
    visits: 'Visitas',
    visibilityScore: 'Puntuación de visibilidad',
    liveHours: 'Horas activas',
    newVisitors: 'Visitantes nuevos',
    returningRate: 'Tasa de retorno',
    booths: 'Stands',
  },
  columns: {
    day: 'Día',
    hour: 'Hora',
    period: 'Periodo',
    weekday: 'Día de la semana',
    rank: 'Puesto',
    booth: 'Stand',
    trafficShare: 'Cuota de afluencia',
    duration: 'Duración de la estancia',
    visits: 'Visitas',
    share: 'Cuota',
    figure: 'Indicador',
    value: 'Valor',
    total: 'Total',
  },
  grades: {
    average: 'medio',
    fair: 'aceptable',
    good: 'bueno',
    'very good': 'muy bueno',
    prime: 'excelente',
    outstanding: 'sobresaliente',
    high: 'alto',
  },
  gradeNote: (grade) => `Nota de atracción: ${grade}`,
  perLiveHour: 'por hora activa',
  durationBin: (min, max) =>
    max === null
      ? `${min} min o más`
      : min === 0
        ? `Menos de ${max} min`
        : `De ${min} a ${max} min`,
  subtitle: (name, start, end) => `${name} · del ${start} al ${end}`,
  oneDaySubtitle: (name, day) => `${name} · ${day}`,
  weekOf: (day) => `Semana del ${day}`,
  busiestHour: (when, visitors, count) =>
    `Hora de mayor afluencia: ${when}, con ${visitors} ${forCount(count, 'visitante', 'visitantes')}.`,
  noBusiestHour: 'Hora de mayor afluencia: no se contó ningún visitante en este periodo.',
  noData: 'No hay cifras en este periodo.',
  explain: {
    impressions:
      'Impresiones: todas las personas detectadas al alcance de la ubicación, transeúntes más visitantes.',
    visitors:
      'Visitantes: personas detectadas dentro el tiempo suficiente para contar como visitantes.',
    walkBys:
      'Transeúntes: personas detectadas cerca que no permanecieron dentro el tiempo suficiente para contar como visitantes.',
    walkIns: 'Entradas: entradas contadas por los contadores de puerta.',
    captureRate:
      'Tasa de captación: proporción de visitantes entre todas las personas detectadas (visitantes + transeúntes).',
    engagementRate:
      'Tasa de interacción: proporción de visitantes implicados entre los visitantes. Un visitante implicado permaneció lo suficiente dentro o en sus áreas, según las definiciones de visitantes de la ubicación.',
    avgDwell:
      'Permanencia media: tiempo medio entre la primera y la última detección de un visitante dentro.',
    avgVisitDuration: 'Duración media de la visita: la duración media de una visita.',
    fqv: 'FQV (visitantes cualificados frecuentes): visitantes que pasaron el tiempo suficiente en una o varias áreas, según las definiciones de visitantes de la ubicación.',
    fqvNoAreas:
      'Los FQV no se cuentan aquí: la ubicación aún no tiene áreas, y los FQV cuentan visitas a áreas. Dibuje áreas en un plano (configuración, Áreas) para obtenerlos.',
    returning:
      'Visitantes nuevos y recurrentes: visitantes con un identificador de dispositivo estable, recurrentes si ya se vieron otro día de los últimos 30 días; los dispositivos aleatorios no se pueden distinguir y figuran como no identificables.',
    visibilityScore: (hours, count) =>
      `Puntuación de visibilidad = impresiones por hora activa: todas las personas detectadas al alcance, divididas entre las horas en que al menos un sensor envió datos (${hours} ${forCount(count, 'hora', 'horas')} en este periodo). Las horas con el stand apagado no cuentan, así que días y eventos de distinta duración se comparan de forma justa.`,
    grade: (grade, percentile, peers, peerCount) =>
      `Nota de atracción ${grade}: percentil ${percentile} entre ${peers} ${forCount(peerCount, 'ubicación', 'ubicaciones')} del mismo tipo de su organización, según la tasa de captación.`,
    noGrade:
      'Sin nota: hay menos de dos ubicaciones del mismo tipo con cifras con las que comparar.',
    comparison: (start, end, averaged) =>
      averaged
        ? `Los cambios comparan medias diarias con el periodo del ${start} al ${end}.`
        : `Los cambios comparan con el periodo del ${start} al ${end}.`,
    // «1 de 701 horas no tiene»: el nombre concuerda con el total, el verbo con las horas sin datos.
    dataGaps: (missing, hours, missingCount, hoursCount) =>
      `${missing} de ${hours} ${forCount(hoursCount, 'hora', 'horas')} de este periodo ${forCount(missingCount, 'no tiene', 'no tienen')} datos de ningún sensor: las cifras de ${forCount(missingCount, 'esa hora', 'esas horas')} faltan, no valen cero.`,
    pendingDays: (pending, count) =>
      forCount(
        count,
        `${pending} día de las fechas de este documento aún se estaba calculando cuando se creó: las cifras pueden cambiar.`,
        `${pending} días de las fechas de este documento aún se estaban calculando cuando se creó: las cifras pueden cambiar.`,
      ),
    timezone: (zone) => `Los días y las horas son los locales de la ubicación (${zone}).`,
    eventDaily:
      'Este informe cubre un día del evento hora a hora; las horas sin ninguna cifra se omiten de la tabla.',
    eventDays:
      'Los días del evento son los días en que se detectó a alguien; los demás días del periodo se omiten.',
    hourly: 'La hora de mayor afluencia es la hora del periodo con más visitantes.',
    busiestHours:
      'Las horas de mayor afluencia suman los visitantes de cada día de la semana y hora local del periodo.',
    visitDuration:
      'Duración de las visitas: las visitas del periodo agrupadas según su duración, con su media y su mediana.',
    bubble:
      'Cada burbuja es un stand: más a la derecha significa más visitantes, más arriba una permanencia media más larga y una burbuja más grande una tasa de interacción más alta.',
    notDrawn: (names) => `Sin dibujar (sin cifras de visitantes o de permanencia): ${names}.`,
  },
  basis: {
    estimated: (figures) =>
      `Estimaciones Wi-Fi, con margen de error: ${figures}. El 95\u00a0% de los días, el recuento real queda dentro del margen (±) en torno a la cifra del día.`,
    of: (names, basis) => `${names}: ${basis}`,
    own: ({ days, dayCount, from, to, band, perHundred }) =>
      `cifras calibradas con sus propios contadores de puerta durante ${days} ${forCount(dayCount, 'día', 'días')} (del ${from} al ${to}), ±${band}.` +
      (perHundred === null
        ? ''
        : forCount(
            perHundred.count,
            ` El Wi-Fi ve alrededor de ${perHundred.text} visitante por cada 100 personas contadas en la puerta.`,
            ` El Wi-Fi ve unos ${perHundred.text} visitantes por cada 100 personas contadas en la puerta.`,
          )),
    similar: (locations, count, band) =>
      `aún sin calibración propia; cifras tomadas de ${forCount(count, 'una ubicación similar (mismo tipo) calibrada con sus contadores de puerta', `${locations} ubicaciones similares (mismo tipo) calibradas con sus contadores de puerta`)}, ±${band}.`,
    uncalibrated: (band) =>
      `cifras sin calibrar con ningún contador de puerta, error típico ±${band}.`,
    counted:
      'Las cifras de los contadores de puerta (entradas, salidas, ocupación) son recuentos, no estimaciones: no tienen margen de error.',
  },
  unavailable: {
    noAnalytics: 'El nivel de servicio de esta ubicación no ofrece métricas de análisis.',
    walkIn: 'Las entradas requieren un contador de puerta.',
    walkBy: 'Los transeúntes requieren el servicio de sensor de afluencia.',
    footTraffic: 'Las métricas de visitantes requieren el nivel Plus.',
  },
};

/** La forma de una frase según un número: el singular solo para 1 («0 días»). */
const forCount = pluralFor('es');
