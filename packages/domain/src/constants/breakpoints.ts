export type Device = 'mobile' | 'tablet' | 'desktop';

/**
 * The source has two breakpoint sets, kept apart because they disagree at the edges:
 * - helper (content components): above 960 desktop, 768-960 tablet, up to 767 mobile;
 * - shell (header, menu, layout): 1280 and above desktop, 767 to under 1280 tablet, under 767 mobile.
 */
export const BREAKPOINTS = {
  helper: { mobileMax: 767, tabletMax: 960 },
  shell: { tabletMin: 767, desktopMin: 1280 },
} as const;

export type BreakpointScheme = keyof typeof BREAKPOINTS;

/**
 * The device class of a viewport width in CSS pixels. A width that is not a finite number (e.g. on the
 * server, where there is no viewport) counts as desktop.
 */
export function classifyDevice(width: number, scheme: BreakpointScheme = 'shell'): Device {
  if (typeof width !== 'number' || !Number.isFinite(width)) return 'desktop';
  if (scheme === 'helper') {
    if (width <= BREAKPOINTS.helper.mobileMax) return 'mobile';
    return width <= BREAKPOINTS.helper.tabletMax ? 'tablet' : 'desktop';
  }
  if (width < BREAKPOINTS.shell.tabletMin) return 'mobile';
  return width < BREAKPOINTS.shell.desktopMin ? 'tablet' : 'desktop';
}

/** The device settings flags of the spec (isMobile, isTablet, isDesktop) for a width. */
export function deviceFlags(width: number, scheme: BreakpointScheme = 'shell'): { isMobile: boolean; isTablet: boolean; isDesktop: boolean } {
  const device = classifyDevice(width, scheme);
  return { isMobile: device === 'mobile', isTablet: device === 'tablet', isDesktop: device === 'desktop' };
}

/** CSS media queries matching classifyDevice, for the web's stylesheets and matchMedia. */
export function deviceMediaQuery(device: Device, scheme: BreakpointScheme = 'shell'): string {
  if (scheme === 'helper') {
    const { mobileMax, tabletMax } = BREAKPOINTS.helper;
    if (device === 'mobile') return `(max-width: ${mobileMax}px)`;
    if (device === 'tablet') return `(min-width: ${mobileMax + 1}px) and (max-width: ${tabletMax}px)`;
    return `(min-width: ${tabletMax + 1}px)`;
  }
  const { tabletMin, desktopMin } = BREAKPOINTS.shell;
  if (device === 'mobile') return `(max-width: ${tabletMin - 0.02}px)`;
  if (device === 'tablet') return `(min-width: ${tabletMin}px) and (max-width: ${desktopMin - 0.02}px)`;
  return `(min-width: ${desktopMin}px)`;
}
