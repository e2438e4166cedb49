// Every module of this remote's table (../../modules.mjs) against the module contract (@forest-city/remote-kit/testing).
import { describeModuleConformance } from '@forest-city/remote-kit/testing';
import en from '../../locales/en/report.json';
import zh from '../../locales/zh/report.json';
import ms from '../../locales/ms/report.json';
import table from '../../modules.mjs';
import { NAMESPACE } from '../contract';

describeModuleConformance(table, { namespace: NAMESPACE, locales: { en, zh, ms }, load: (name) => import(`../exposed/${name}`) });
