// Component tests render with the shell's providers and this remote's real locale files (tools/unit/render-remote.tsx).
import type { ReactElement } from 'react';
import { renderInRemote, type Lng } from '../../../tools/unit/render-remote';
import en from '../../locales/en/report.json';
import zh from '../../locales/zh/report.json';
import ms from '../../locales/ms/report.json';
import { NAMESPACE } from '../contract';

const REPORT = { namespace: NAMESPACE, texts: { en, zh, ms } };

export const renderWithProviders = async (ui: ReactElement, options?: { lng?: Lng; url?: string }) => renderInRemote(REPORT, ui, options);
