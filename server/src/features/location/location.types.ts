import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum LocationSource {
  BROWSER = 'BROWSER',
  IP = 'IP',
}

registerEnumType(LocationSource, {
  name: 'LocationSource',
  description: "BROWSER: coordinates the browser gave. IP: the caller's IP address, looked up in an offline database.",
});

@InputType({ description: "Coordinates from the browser's Geolocation API (WGS 84 degrees)." })
export class BrowserLocationInput {
  @Field(() => Float, { description: '-90 to 90.' })
  latitude: number;

  @Field(() => Float, { description: '-180 to 180.' })
  longitude: number;
}

@ObjectType({
  description: 'Where the caller is, at city level. Only country, country code and city are kept on the profile.',
})
export class DetectedLocation {
  @Field()
  country: string;

  @Field({ description: 'ISO 3166-1 alpha-2, e.g. KE.' })
  countryCode: string;

  @Field(() => String, {
    nullable: true,
    description: 'The city the point belongs to; null where the country has none on record.',
  })
  city: string | null;

  @Field(() => Float, {
    description: "The coordinates given (BROWSER) or the IP database's approximate point (IP); never stored.",
  })
  latitude: number;

  @Field(() => Float)
  longitude: number;

  @Field(() => LocationSource)
  source: LocationSource;
}

@ObjectType({ description: 'The answer of detectLocation: a location, or why there is none (not an error).' })
export class DetectLocationResult {
  @Field()
  success: boolean;

  @Field(() => DetectedLocation, { nullable: true })
  location: DetectedLocation | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why detection failed, in words a person can read; null on success.',
  })
  error: string | null;
}

@ObjectType({
  description: "The caller's audience in one city: impressions and clicks on their posts by people there.",
})
export class LocationAnalytics {
  @Field()
  country: string;

  @Field()
  countryCode: string;

  @Field()
  city: string;

  @Field(() => Int)
  totalImpressions: number;

  @Field(() => Int)
  totalClicks: number;
}

@ObjectType({ description: "Totals over all of the caller's audience locations (not only the listed top ones)." })
export class LocationAnalyticsSummary {
  @Field(() => Int)
  countries: number;

  @Field(() => Int)
  cities: number;

  @Field(() => Int)
  totalImpressions: number;

  @Field(() => Int)
  totalClicks: number;
}

@ObjectType({
  description: "The caller's last detected location as kept on their profile: city level, no coordinates.",
})
export class SavedLocation {
  @Field()
  country: string;

  @Field()
  countryCode: string;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field()
  updatedAt: Date;
}
