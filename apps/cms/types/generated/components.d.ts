import type { Schema, Struct } from '@strapi/strapi';

export interface BlocksCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_blocks_call_to_action';
  info: {
    displayName: 'Oproep met knop';
    icon: 'cursor';
  };
  attributes: {
    buttonLabel: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksCardGrid extends Struct.ComponentSchema {
  collectionName: 'components_blocks_card_grid';
  info: {
    displayName: 'Kaarten';
    icon: 'apps';
  };
  attributes: {
    articles: Schema.Attribute.Relation<'oneToMany', 'api::article.article'>;
    events: Schema.Attribute.Relation<'oneToMany', 'api::event.event'>;
    partners: Schema.Attribute.Relation<'oneToMany', 'api::partner.partner'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksEmbed extends Struct.ComponentSchema {
  collectionName: 'components_blocks_embed';
  info: {
    displayName: 'Video';
    icon: 'play';
  };
  attributes: {
    title: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksGallery extends Struct.ComponentSchema {
  collectionName: 'components_blocks_gallery';
  info: {
    displayName: 'Fotoserie';
    icon: 'landscape';
  };
  attributes: {
    images: Schema.Attribute.Media<'images', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksImage extends Struct.ComponentSchema {
  collectionName: 'components_blocks_image';
  info: {
    displayName: 'Afbeelding';
    icon: 'picture';
  };
  attributes: {
    alt: Schema.Attribute.String;
    caption: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'>;
  };
}

export interface BlocksRichText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_rich_text';
  info: {
    displayName: 'Tekst';
    icon: 'paragraph';
  };
  attributes: {
    body: Schema.Attribute.Blocks & Schema.Attribute.Required;
  };
}

export interface SharedAddress extends Struct.ComponentSchema {
  collectionName: 'components_shared_address';
  info: {
    displayName: 'Adres';
    icon: 'pin';
  };
  attributes: {
    city: Schema.Attribute.String;
    country: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }> &
      Schema.Attribute.DefaultTo<'NL'>;
    postalCode: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    province: Schema.Attribute.Enumeration<
      [
        'drenthe',
        'flevoland',
        'friesland',
        'gelderland',
        'groningen',
        'limburg',
        'noord-brabant',
        'noord-holland',
        'overijssel',
        'utrecht',
        'zeeland',
        'zuid-holland',
      ]
    >;
    street: Schema.Attribute.String;
  };
}

export interface SharedContact extends Struct.ComponentSchema {
  collectionName: 'components_shared_contact';
  info: {
    displayName: 'Contact';
    icon: 'phone';
  };
  attributes: {
    email: Schema.Attribute.Email;
    name: Schema.Attribute.String;
    phone: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
    website: Schema.Attribute.String;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_link';
  info: {
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seo';
  info: {
    displayName: 'Zoekmachines en delen';
    icon: 'search';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 170;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    noIndex: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    shareImage: Schema.Attribute.Media<'images'>;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_link';
  info: {
    displayName: 'Sociale link';
    icon: 'share';
  };
  attributes: {
    platform: Schema.Attribute.Enumeration<
      ['linkedin', 'instagram', 'facebook', 'x', 'youtube', 'tiktok']
    > &
      Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSpecification extends Struct.ComponentSchema {
  collectionName: 'components_shared_specification';
  info: {
    displayName: 'Specificatie';
    icon: 'bulletList';
  };
  attributes: {
    name: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface VenueEntrance extends Struct.ComponentSchema {
  collectionName: 'components_venue_entrances';
  info: {
    description: 'A door of a hall on its floor plan, where a walking route through the hall starts';
    displayName: 'Ingang';
    icon: 'arrowRight';
  };
  attributes: {
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    x: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 2000;
          min: 0;
        },
        number
      >;
    y: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 2000;
          min: 0;
        },
        number
      >;
  };
}

export interface VenueFacilities extends Struct.ComponentSchema {
  collectionName: 'components_venue_facilities';
  info: {
    description: 'The fixed list of facilities the location finder filters on';
    displayName: 'Voorzieningen';
    icon: 'check';
  };
  attributes: {
    accommodation: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    audioVisual: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    catering: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    loadingDock: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    parking: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    publicTransport: Schema.Attribute.Boolean &
      Schema.Attribute.DefaultTo<false>;
    wheelchairAccess: Schema.Attribute.Boolean &
      Schema.Attribute.DefaultTo<false>;
    wifi: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface VenueHall extends Struct.ComponentSchema {
  collectionName: 'components_venue_halls';
  info: {
    description: 'A room or hall of a venue with its floor area, capacity per set-up and floor plan';
    displayName: 'Zaal';
    icon: 'layout';
  };
  attributes: {
    areaM2: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    banquet: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    code: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    depth: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          max: 2000;
          min: 1;
        },
        number
      >;
    entrances: Schema.Attribute.Component<'venue.entrance', true>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    outline: Schema.Attribute.JSON;
    reception: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    theatre: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    width: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          max: 2000;
          min: 1;
        },
        number
      >;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'blocks.call-to-action': BlocksCallToAction;
      'blocks.card-grid': BlocksCardGrid;
      'blocks.embed': BlocksEmbed;
      'blocks.gallery': BlocksGallery;
      'blocks.image': BlocksImage;
      'blocks.rich-text': BlocksRichText;
      'shared.address': SharedAddress;
      'shared.contact': SharedContact;
      'shared.link': SharedLink;
      'shared.seo': SharedSeo;
      'shared.social-link': SharedSocialLink;
      'shared.specification': SharedSpecification;
      'venue.entrance': VenueEntrance;
      'venue.facilities': VenueFacilities;
      'venue.hall': VenueHall;
    }
  }
}
