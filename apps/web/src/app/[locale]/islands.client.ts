'use client';

// The locale layout's islands, and with them every small island that the frame and many pages
// show: the browser loads them all in the layout's one file. Turbopack gives each segment (a
// layout, the not-found boundary, a page) a file of its own for the client modules it adds, unless
// a layout above has them already; and on a phone each file costs a request and half a KiB of
// headers. A list page loaded ten files where the framework's floor loads five (issue 30; bench/
// README.md, "One file for the frame's islands"). The modules below the layout's three are imported
// where they are used, as always: they are named here only to be in this file. One belongs here if
// it is small enough for every page to carry: each loads its real code on sight, on use or once the
// page is idle.
export { Providers } from '@/components/providers.client';
export { LinkNavigation } from '@/components/app/link-navigation.client';
export { IdleIslands } from '@/features/frame/idle-islands.client';

// The not-found boundary's, which the browser loads with every page.
export { CurrentPath } from '@/components/errors/current-path.client';
export { NoPageview } from '@/features/analytics/no-pageview.client';
export { LoadAsDocument } from '@/features/errors/load-as-document.client';
// The header's and the footer's: (default) and (fullpage) have them.
export { Disclosure } from '@/components/ui/disclosure.client';
export { LanguageLink } from '@/components/layout/language-switch.client';
export { DeferredSearchCombobox } from '@/components/layout/search-box-deferred.client';
export { DeferredColourModeSwitch } from '@/components/layout/colour-mode-switch-deferred.client';
export { UserMenuIsland } from '@/components/layout/user-menu.client';
export { DeferredPushOptIn } from '@/features/push/push-opt-in-deferred.client';
// A detail page's view, a fair's favourite buttons and a hall's list of stands, a gallery's
// lightbox (an article, an event, a company, a product, a venue, a hall's plan), and a company's
// contact form and its members' link to the dashboard.
export { TrackView } from '@/features/analytics/track-view.client';
export { FavouriteButtons } from '@/features/exhibitors/planner/favourite-buttons.client';
export { PlanList } from '@/features/exhibitors/plan-list.client';
export { GalleryLightbox } from '@/features/media/gallery-lightbox.client';
export { DeferredContactForm } from '@/features/companies/contact-form-deferred.client';
export { DashboardLink } from '@/features/companies/dashboard-link.client';
// The account page's forms and buttons, each a few lines that load their code on first use.
export { DeferredForm } from '@/components/forms/deferred-form.client';
export { DeferredButtonAction } from '@/components/forms/deferred-button-action.client';
export { DeferredVacancyActions } from '@/features/vacancies/vacancy-actions-deferred.client';
export { DeferredEventReminders } from '@/features/push/event-reminders-deferred.client';
