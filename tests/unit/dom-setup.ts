import { configure } from '@testing-library/react';

// Component tests (both jsdom projects, vitest.config.ts). A `findBy…`/`waitFor` waits up to 4 s for what
// it stands for, not Testing Library's default 1 s: the first render of a lazily loaded form (the
// listing wizard, the login modal) imports and transforms its module in that worker, which took more
// than a second on a busy two-core machine. A test whose element never comes still fails, 3 s later.
// Not 5 s: login-status.test.tsx tells the popover's 5 s and 10 s timers from every other setTimeout.
configure({ asyncUtilTimeout: 4000 });
