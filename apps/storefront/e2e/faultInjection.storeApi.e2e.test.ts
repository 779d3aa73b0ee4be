import { describeFaultInjection } from './faultInjectionSuite.ts';

describeFaultInjection('Store API');
