import { takeEmulationCode } from './emulation-link';

/**
 * Imported first by main.tsx: the emulation code leaves the address bar before any other module
 * of the portal runs (and so before any request, analytics event or router start).
 */
export const emulationCode = takeEmulationCode();
