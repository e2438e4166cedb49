// Every module of this remote's table (../../modules.mjs) against the module contract (@forest-city/remote-kit/testing).
import { describeModuleConformance } from '@forest-city/remote-kit/testing';
import en from '../../locales/en/hydrology.json';
import zh from '../../locales/zh/hydrology.json';
import ms from '../../locales/ms/hydrology.json';
import table from '../../modules.mjs';
import { NAMESPACE } from '../contract';

describeModuleConformance(table, { namespace: NAMESPACE, locales: { en, zh, ms }, load: (name) => import(`../exposed/${name}`) });
