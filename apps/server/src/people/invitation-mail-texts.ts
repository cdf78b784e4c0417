// The words of invitation mails, per locale (core SUPPORTED_LOCALES). An invitation is written in
// the inviter's language (the invitee has no profile yet), the digits code in the language of the
// browser that asked for it, a new access in the language of the account that received it.
import type { Locale, Role } from '@footfall/core';

export interface InvitationMailTexts {
  role: Record<Role, string>;
  invite: {
    subject: (corporation: string) => string;
    lines: (w: { location: string; corporation: string; role: string; link: string }) => string[];
  };
  digits: { subject: (digits: string) => string; text: (digits: string) => string };
  granted: {
    subject: (location: string) => string;
    lines: (w: { location: string; corporation: string; role: string; link: string }) => string[];
  };
}

const enUS: InvitationMailTexts = {
  role: { owner: 'Owner', manager: 'Manager', analyst: 'Analyst', viewer: 'Viewer' },
  invite: {
    subject: (corporation) => `You are invited to ${corporation} on Footfall`,
    lines: (w) => [
      `You were invited to ${w.location} (${w.corporation}) on Footfall as ${w.role}.`,
      '',
      `Accept the invitation: ${w.link}`,
      '',
      'The link works for 7 days. If you did not expect this mail, ignore it.',
    ],
  },
  digits: {
    subject: (digits) => `Your Footfall code: ${digits}`,
    text: (digits) =>
      `Your code to accept the Footfall invitation is ${digits}. It works for 10 minutes.`,
  },
  granted: {
    subject: (location) => `You now have access to ${location}`,
    lines: (w) => [
      `You now have access to ${w.location} (${w.corporation}) on Footfall as ${w.role}.`,
      '',
      `Open it: ${w.link}`,
    ],
  },
};

// French typography: a space before a colon.
const fr: InvitationMailTexts = {
  role: {
    owner: 'Propriétaire',
    manager: 'Gestionnaire',
    analyst: 'Analyste',
    viewer: 'Lecteur',
  },
  invite: {
    subject: (corporation) => `Vous êtes invité à rejoindre ${corporation} sur Footfall`,
    lines: (w) => [
      `Vous avez été invité à ${w.location} (${w.corporation}) sur Footfall en tant que ${w.role}.`,
      '',
      `Accepter l’invitation : ${w.link}`,
      '',
      'Le lien fonctionne pendant 7 jours. Si vous n’attendiez pas ce message, ignorez-le.',
    ],
  },
  digits: {
    subject: (digits) => `Votre code Footfall : ${digits}`,
    text: (digits) =>
      `Votre code pour accepter l’invitation Footfall est ${digits}. Il fonctionne pendant 10 minutes.`,
  },
  granted: {
    subject: (location) => `Vous avez maintenant accès à ${location}`,
    lines: (w) => [
      `Vous avez maintenant accès à ${w.location} (${w.corporation}) sur Footfall en tant que ${w.role}.`,
      '',
      `L’ouvrir : ${w.link}`,
    ],
  },
};

const es: InvitationMailTexts = {
  role: { owner: 'Propietario', manager: 'Gestor', analyst: 'Analista', viewer: 'Lector' },
  invite: {
    subject: (corporation) => `Le han invitado a ${corporation} en Footfall`,
    lines: (w) => [
      `Le han invitado a ${w.location} (${w.corporation}) en Footfall como ${w.role}.`,
      '',
      `Aceptar la invitación: ${w.link}`,
      '',
      'El enlace funciona durante 7 días. Si no esperaba este mensaje, ignórelo.',
    ],
  },
  digits: {
    subject: (digits) => `Su código de Footfall: ${digits}`,
    text: (digits) =>
      `Su código para aceptar la invitación de Footfall es ${digits}. Funciona durante 10 minutos.`,
  },
  granted: {
    subject: (location) => `Ya tiene acceso a ${location}`,
    lines: (w) => [
      `Ya tiene acceso a ${w.location} (${w.corporation}) en Footfall como ${w.role}.`,
      '',
      `Abrirlo: ${w.link}`,
    ],
  },
};

const CATALOGUES: Record<Locale, InvitationMailTexts> = { 'en-US': enUS, 'en-GB': enUS, fr, es };

export const invitationMailTexts = (locale: Locale): InvitationMailTexts => CATALOGUES[locale];
