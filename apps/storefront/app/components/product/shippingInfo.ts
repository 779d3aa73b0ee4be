import { createContext, useContext } from 'react';

/** The shipping information page of the shop frame (the plugin setting, as the footer links it). */
export const ShippingInfoContext = createContext<string | undefined>(undefined);

export const useShippingInfoHref = () => useContext(ShippingInfoContext);
