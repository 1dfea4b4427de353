/**
 * Browser entry (Vite): the font files are bundled as assets and fetched by URL. Import it from
 * the print routes' own chunk only; the renderer is large and has no place in the shell.
 */

import regular from '@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf?url';
import italic from '@expo-google-fonts/be-vietnam-pro/400Regular_Italic/BeVietnamPro_400Regular_Italic.ttf?url';
import bold from '@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf?url';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { registerFonts } from './fonts.ts';
import { renderQueued } from './render-queue.ts';

export function registerBrowserFonts(): void {
  registerFonts({ regular, bold, italic });
}

/** The PDF as a Blob: show it in an iframe (URL.createObjectURL) and call print() there. */
export async function renderToPdfBlob(document: ReactElement<DocumentProps>): Promise<Blob> {
  registerBrowserFonts();
  return renderQueued(document, (pdfInstance) => pdfInstance.toBlob());
}

export * from './index.ts';
