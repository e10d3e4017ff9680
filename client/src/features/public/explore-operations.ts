import { graphql } from '@/gql';

export const ExplorePageDocument = graphql(`
  query ExplorePage {
    trendingHashtags(limit: 10) {
      id
      tag
      usageCount
    }
  }
`);

export const ExploreTrendingDocument = graphql(`
  subscription ExploreTrending {
    trendingHashtagsUpdated {
      id
      tag
      usageCount
    }
  }
`);

export const ExploreCategoriesDocument = graphql(`
  query ExploreCategories {
    exploreCategories {
      key
      tag
      postsCount
    }
  }
`);
