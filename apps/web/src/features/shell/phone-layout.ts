import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em): the shell's header and navigation as on a phone.
 * Rendered or not (not hidden with CSS), so a control exists once on the page. */
export const usePhoneLayout = () => useMediaQuery('(max-width: 47.99em)') === true;
