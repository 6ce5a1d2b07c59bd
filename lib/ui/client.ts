// The client face of lib/ui: the UI store's React context (client components only; the server build
// has no createContext).
export { UiStoreContext } from './ui-store-context';
export { whenIdle, type IdleWait } from './when-idle';
