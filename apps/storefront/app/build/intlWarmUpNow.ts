// A module of its own because imports are evaluated before the importing module's body: as the client entry's first
// import, this starts the worker before React and the router are evaluated, where a call in the entry's body would
// come after them.
import { warmUpIntl } from './intlWarmUp';

warmUpIntl();
