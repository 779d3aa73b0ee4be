import { describeFaultInjection } from './faultInjectionSuite.ts';

describeFaultInjection('content service');
