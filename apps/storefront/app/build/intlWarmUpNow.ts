import { warmUpIntl } from './intlWarmUp';

warmUpIntl();
