/**
 * Node entry (server archive, tests, bench): font files resolved from the installed package,
 * rendering to a Buffer (the console shows what the server renders); the documents are in ./index.ts.
 */
import { createRequire } from 'node:module';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { type FontSources, registerFonts } from './fonts.ts';
import { renderQueued } from './render-queue.ts';

// createRequire resolves the same way on Node 20.19, 22 and 24, inside vitest and tsx too.
const require = createRequire(import.meta.url);
const fontPackage = '@expo-google-fonts/be-vietnam-pro';

export function nodeFontSources(): FontSources {
  return {
    regular: require.resolve(`${fontPackage}/400Regular/BeVietnamPro_400Regular.ttf`),
    bold: require.resolve(`${fontPackage}/700Bold/BeVietnamPro_700Bold.ttf`),
    italic: require.resolve(`${fontPackage}/400Regular_Italic/BeVietnamPro_400Regular_Italic.ttf`),
  };
}

/** Renders a document built by this package to PDF bytes (starting with %PDF). */
export async function renderToPdfBuffer(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerFonts(nodeFontSources());
  return renderQueued(document, async (pdfInstance) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await pdfInstance.toBuffer()) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    }
    return Buffer.concat(chunks);
  });
}

export * from './index.ts';
