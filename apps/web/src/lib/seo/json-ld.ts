import type {
  BreadcrumbList,
  Graph,
  ImageObject,
  NewsArticle,
  Organization,
  OrganizationLeaf,
  Periodical,
  Person,
  PublicationIssue,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

// schema.org structured data for <JsonLd>. Inputs are plain data with absolute URLs.

export type LdImage = { url: string; width: number; height: number };
export type SiteIdentity = { name: string; url: string; logo: LdImage };
export type JsonLdData = WithContext<Thing> | Graph;

const CONTEXT = 'https://schema.org';

// schema-dts types width/height as Distance (a string); search engines read "1200" as pixels.
export const imageObject = ({ url, width, height }: LdImage): ImageObject => ({
  '@type': 'ImageObject',
  url,
  width: String(width),
  height: String(height),
});

// Stable @ids let pages refer to the one organisation and website instead of repeating them.
const organizationId = (site: SiteIdentity) => `${site.url.replace(/\/$/, '')}/#organization`;
const webSiteId = (site: SiteIdentity) => `${site.url.replace(/\/$/, '')}/#website`;

// The leaf type, not the Organization union (which includes plain strings), so it can be spread.
const organization = (site: SiteIdentity): OrganizationLeaf => ({
  '@type': 'Organization',
  '@id': organizationId(site),
  name: site.name,
  url: site.url,
  logo: imageObject(site.logo),
});

export const organizationLd = (site: SiteIdentity): WithContext<Organization> => ({
  '@context': CONTEXT,
  ...organization(site),
});

/** `searchUrlTemplate` is the search page URL with `{search_term_string}` where the query goes. */
export function webSiteLd(site: SiteIdentity, searchUrlTemplate: string): WithContext<WebSite> {
  if (!searchUrlTemplate.includes('{search_term_string}')) {
    throw new TypeError(`Search URL template lacks {search_term_string}: ${searchUrlTemplate}`);
  }
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': webSiteId(site),
    name: site.name,
    url: site.url,
    publisher: { '@id': organizationId(site) },
    potentialAction: search,
  };
}

export type NewsArticleInput = {
  url: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string;
  image?: LdImage[];
  author?: { name: string; url: string };
  section?: string;
  keywords?: string[];
  inLanguage: string;
  publisher: SiteIdentity;
};

export function newsArticleLd(input: NewsArticleInput): WithContext<NewsArticle> {
  const { url, publisher, author, image, keywords } = input;
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    // Search engines want a modification date; an unedited article was last modified when published.
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: input.inLanguage,
    // Without a named author the newsroom itself is the author, rather than leaving the field out.
    author: author ? { '@type': 'Person', name: author.name, url: author.url } : organization(publisher),
    publisher: organization(publisher),
    ...(image?.length ? { image: image.map(imageObject) } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    ...(keywords?.length ? { keywords: keywords.join(', ') } : {}),
  };
}

export type PersonInput = {
  url: string;
  name: string;
  jobTitle?: string;
  description?: string;
  image?: LdImage;
  sameAs?: string[];
};

export const personLd = ({ url, name, jobTitle, description, image, sameAs }: PersonInput): WithContext<Person> => ({
  '@context': CONTEXT,
  '@type': 'Person',
  '@id': url,
  url,
  name,
  ...(jobTitle ? { jobTitle } : {}),
  ...(description ? { description } : {}),
  ...(image ? { image: imageObject(image) } : {}),
  ...(sameAs?.length ? { sameAs } : {}),
});

export const breadcrumbLd = (items: { name: string; url: string }[]): WithContext<BreadcrumbList> => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: items.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
});

export type PeriodicalInput = { url: string; name: string; publisher: SiteIdentity; issn?: string };

export const periodicalLd = ({ url, name, publisher, issn }: PeriodicalInput): WithContext<Periodical> => ({
  '@context': CONTEXT,
  '@type': 'Periodical',
  '@id': url,
  url,
  name,
  publisher: organization(publisher),
  ...(issn ? { issn } : {}),
});

export type PublicationIssueInput = {
  url: string;
  name: string;
  issueNumber: string | number;
  datePublished: string;
  image?: LdImage;
  isPartOf: { url: string; name: string };
};

export const publicationIssueLd = (input: PublicationIssueInput): WithContext<PublicationIssue> => ({
  '@context': CONTEXT,
  '@type': 'PublicationIssue',
  '@id': input.url,
  url: input.url,
  name: input.name,
  issueNumber: input.issueNumber,
  datePublished: input.datePublished,
  ...(input.image ? { image: imageObject(input.image) } : {}),
  isPartOf: { '@type': 'Periodical', '@id': input.isPartOf.url, url: input.isPartOf.url, name: input.isPartOf.name },
});

/** Several nodes in one script, e.g. an article with its breadcrumbs. */
export const graphLd = (nodes: Thing[]): Graph => ({ '@context': CONTEXT, '@graph': nodes });
