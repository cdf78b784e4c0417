// The words of alert and daily-summary mails, per locale (core SUPPORTED_LOCALES): each mail is
// written in its recipient's profile language. Values come formatted (alert-message.ts), with the
// number beside them where a word agrees with it (core plural()).
import { plural, type Locale } from '@footfall/core';

/** What an alert says about a device: its name and serial, where, and when it was last heard. */
export interface DeviceWords {
  device: string;
  serial: string;
  where: string;
  lastSeen: string;
}

export interface AlertMailTexts {
  gatewayOffline: (w: DeviceWords) => { subject: string; body: string };
  /** minutes: written; minuteCount: the same number (NaN when unknown). */
  gatewayOnline: (w: DeviceWords & { minutes: string; minuteCount: number }) => {
    subject: string;
    body: string;
  };
  doorCounterSilent: (w: DeviceWords) => { subject: string; body: string };
  doorCounterReporting: (w: DeviceWords) => { subject: string; body: string };
  lowTraffic: (w: {
    where: string;
    hour: string;
    value: string;
    /** The value as a number (the noun agrees with it; NaN when unknown). */
    valueCount: number;
    walkIns: boolean;
    median: string;
    minimum: string;
    weeks: string;
    bound: string;
  }) => { subject: string; body: string };
  other: (where: string, kind: string) => string;
  raisedAt: (at: string) => string;
  why: (where: string, link: string) => string;
  summary: {
    subject: (where: string, day: string) => string;
    intro: (where: string, day: string, earlier: string) => string;
    /** One figure: "- Visitors: 30 (+50.0% vs 20)". */
    line: (label: string, value: string, change: string) => string;
    none: string;
    dashboard: (link: string) => string;
    noEarlierFigure: string;
    notComparable: string;
    noChange: (before: string) => string;
    versus: (change: string, before: string) => string;
    missing: string;
  };
}

const enUS: AlertMailTexts = {
  gatewayOffline: (w) => ({
    subject: `Gateway ${w.device} at ${w.where} is offline`,
    body: `The gateway ${w.device} (${w.serial}) has not reported for more than 10 minutes. It was last seen at ${w.lastSeen}.`,
  }),
  gatewayOnline: (w) => ({
    subject: `Gateway ${w.device} at ${w.where} is back online`,
    body: `The gateway ${w.device} (${w.serial}) reports again (last seen at ${w.lastSeen}) after about ${w.minutes} ${plural('en-US', w.minuteCount, { one: 'minute', other: 'minutes' })} offline.`,
  }),
  doorCounterSilent: (w) => ({
    subject: `Door counter ${w.device} at ${w.where} has stopped counting`,
    body: `The door counter ${w.device} (${w.serial}) has sent no counts for more than 60 minutes while ${w.where} is open. Its last count ended at ${w.lastSeen}.`,
  }),
  doorCounterReporting: (w) => ({
    subject: `Door counter ${w.device} at ${w.where} is counting again`,
    body: `The door counter ${w.device} (${w.serial}) sends counts again (up to ${w.lastSeen}).`,
  }),
  lowTraffic: (w) => ({
    subject: `Low traffic at ${w.where} (${w.hour})`,
    body: `${w.where} had ${w.value} ${plural('en-US', w.valueCount, w.walkIns ? { one: 'walk-in', other: 'walk-ins' } : { one: 'visitor', other: 'visitors' })} in the hour from ${w.hour}, below its usual range for that weekday and hour: median ${w.median}, lowest ${w.minimum} over the previous ${w.weeks} weeks (alert below ${w.bound}).`,
  }),
  other: (where, kind) => `Footfall alert at ${where}: ${kind}`,
  raisedAt: (at) => `Raised at ${at}.`,
  why: (where, link) =>
    `You receive this because your alert settings for ${where} are on. Change them in Footfall: ${link}`,
  summary: {
    subject: (where, day) => `Daily summary for ${where}, ${day}`,
    intro: (where, day, earlier) => `${where} on ${day}, compared with ${earlier}:`,
    line: (label, value, change) => `- ${label}: ${value} (${change})`,
    none: 'No figures: the location offers no traffic metrics.',
    dashboard: (link) => `Dashboard: ${link}`,
    noEarlierFigure: 'no figure a week earlier',
    notComparable: 'no comparable data a week earlier',
    noChange: (before) => `no change vs ${before}`,
    versus: (change, before) => `${change} vs ${before}`,
    missing: 'n/a',
  },
};

// French typography: a space before a colon.
const fr: AlertMailTexts = {
  gatewayOffline: (w) => ({
    subject: `La passerelle ${w.device} de ${w.where} est hors ligne`,
    body: `La passerelle ${w.device} (${w.serial}) n’a rien envoyé depuis plus de 10 minutes. Dernier signal : ${w.lastSeen}.`,
  }),
  gatewayOnline: (w) => ({
    subject: `La passerelle ${w.device} de ${w.where} est de nouveau en ligne`,
    body: `La passerelle ${w.device} (${w.serial}) envoie de nouveau des données (dernier signal : ${w.lastSeen}) après environ ${w.minutes} ${plural('fr', w.minuteCount, { one: 'minute', other: 'minutes' })} hors ligne.`,
  }),
  doorCounterSilent: (w) => ({
    subject: `Le compteur de porte ${w.device} de ${w.where} ne compte plus`,
    body: `Le compteur de porte ${w.device} (${w.serial}) n’a envoyé aucun comptage depuis plus de 60 minutes alors que ${w.where} est ouvert. Son dernier comptage s’est terminé le ${w.lastSeen}.`,
  }),
  doorCounterReporting: (w) => ({
    subject: `Le compteur de porte ${w.device} de ${w.where} compte de nouveau`,
    body: `Le compteur de porte ${w.device} (${w.serial}) envoie de nouveau des comptages (jusqu’au ${w.lastSeen}).`,
  }),
  lowTraffic: (w) => ({
    subject: `Fréquentation faible à ${w.where} (${w.hour})`,
    body: `${w.where} a compté ${w.value} ${plural('fr', w.valueCount, w.walkIns ? { one: 'entrée', other: 'entrées' } : { one: 'visiteur', other: 'visiteurs' })} dans l’heure de ${w.hour}, sous sa plage habituelle pour ce jour et cette heure : médiane ${w.median}, minimum ${w.minimum} sur les ${w.weeks} semaines précédentes (alerte sous ${w.bound}).`,
  }),
  other: (where, kind) => `Alerte Footfall pour ${where} : ${kind}`,
  raisedAt: (at) => `Déclenchée le ${at}.`,
  why: (where, link) =>
    `Vous recevez ce message car vos alertes pour ${where} sont activées. Modifiez-les dans Footfall : ${link}`,
  summary: {
    subject: (where, day) => `Résumé du jour pour ${where}, ${day}`,
    intro: (where, day, earlier) => `${where} le ${day}, comparé au ${earlier} :`,
    line: (label, value, change) => `- ${label} : ${value} (${change})`,
    none: 'Aucun chiffre : ce site ne propose pas de mesures de fréquentation.',
    dashboard: (link) => `Tableau de bord : ${link}`,
    noEarlierFigure: 'pas de chiffre une semaine plus tôt',
    notComparable: 'pas de données comparables une semaine plus tôt',
    noChange: (before) => `sans changement par rapport à ${before}`,
    versus: (change, before) => `${change} par rapport à ${before}`,
    missing: 'n.d.',
  },
};

const es: AlertMailTexts = {
  gatewayOffline: (w) => ({
    subject: `La pasarela ${w.device} de ${w.where} está desconectada`,
    body: `La pasarela ${w.device} (${w.serial}) no ha enviado nada desde hace más de 10 minutos. Última señal: ${w.lastSeen}.`,
  }),
  gatewayOnline: (w) => ({
    subject: `La pasarela ${w.device} de ${w.where} vuelve a estar conectada`,
    body: `La pasarela ${w.device} (${w.serial}) vuelve a enviar datos (última señal: ${w.lastSeen}) tras ${plural('es', w.minuteCount, { one: `alrededor de ${w.minutes} minuto`, other: `unos ${w.minutes} minutos` })} desconectada.`,
  }),
  doorCounterSilent: (w) => ({
    subject: `El contador de puerta ${w.device} de ${w.where} ha dejado de contar`,
    body: `El contador de puerta ${w.device} (${w.serial}) no ha enviado conteos desde hace más de 60 minutos mientras ${w.where} está abierto. Su último conteo terminó el ${w.lastSeen}.`,
  }),
  doorCounterReporting: (w) => ({
    subject: `El contador de puerta ${w.device} de ${w.where} vuelve a contar`,
    body: `El contador de puerta ${w.device} (${w.serial}) vuelve a enviar conteos (hasta el ${w.lastSeen}).`,
  }),
  lowTraffic: (w) => ({
    subject: `Poca afluencia en ${w.where} (${w.hour})`,
    body: `${w.where} tuvo ${w.value} ${plural('es', w.valueCount, w.walkIns ? { one: 'entrada', other: 'entradas' } : { one: 'visitante', other: 'visitantes' })} en la hora de las ${w.hour}, por debajo de su rango habitual para ese día y hora: mediana ${w.median}, mínimo ${w.minimum} en las ${w.weeks} semanas anteriores (alerta por debajo de ${w.bound}).`,
  }),
  other: (where, kind) => `Alerta de Footfall en ${where}: ${kind}`,
  raisedAt: (at) => `Generada el ${at}.`,
  why: (where, link) =>
    `Recibe este mensaje porque sus alertas para ${where} están activadas. Cámbielas en Footfall: ${link}`,
  summary: {
    subject: (where, day) => `Resumen diario de ${where}, ${day}`,
    intro: (where, day, earlier) => `${where} el ${day}, comparado con el ${earlier}:`,
    line: (label, value, change) => `- ${label}: ${value} (${change})`,
    none: 'Sin cifras: esta ubicación no ofrece métricas de afluencia.',
    dashboard: (link) => `Panel: ${link}`,
    noEarlierFigure: 'sin cifra una semana antes',
    notComparable: 'sin datos comparables una semana antes',
    noChange: (before) => `sin cambios frente a ${before}`,
    versus: (change, before) => `${change} frente a ${before}`,
    missing: 'n/d',
  },
};

// British English differs from American only in how dates and numbers are written (Intl).
const CATALOGUES: Record<Locale, AlertMailTexts> = { 'en-US': enUS, 'en-GB': enUS, fr, es };

export const alertMailTexts = (locale: Locale): AlertMailTexts => CATALOGUES[locale];
