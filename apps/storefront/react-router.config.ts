import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Category paths end in '/' (spec 2.1) and redirect to that form; without this flag a client data request
    // for '/de-de/Skincare/' is sent as '/de-de/Skincare.data', which the loader would redirect forever.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
