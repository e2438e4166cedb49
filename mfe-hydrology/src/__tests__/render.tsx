// Component tests render with the shell's providers and this remote's real locale files (tools/unit/render-remote.tsx).
import type { ReactElement } from 'react';
import { remoteI18n, renderInRemote, type Lng } from '../../../tools/unit/render-remote';
import en from '../../locales/en/hydrology.json';
import zh from '../../locales/zh/hydrology.json';
import ms from '../../locales/ms/hydrology.json';
import { NAMESPACE } from '../contract';

const HYDROLOGY = { namespace: NAMESPACE, texts: { en, zh, ms } };

export const testI18n = (lng: Lng = 'en') => remoteI18n(HYDROLOGY, lng);

export const renderWithProviders = (ui: ReactElement, options?: { lng?: Lng; url?: string }) => renderInRemote(HYDROLOGY, ui, options);
