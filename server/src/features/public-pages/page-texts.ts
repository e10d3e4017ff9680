// The words of the public pages' <head> (link previews) in the six interface languages, chosen by the visitor's
// Accept-Language: a crawler or chat app asking in French gets a French preview. `{{name}}` marks a value.
export const PAGE_LANGUAGES = ['en', 'fr', 'sw', 'yo', 'ar', 'am'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export interface PageTexts {
  notFoundTitle: string;
  notFoundDescription: string;
  privateProfile: string;
  counts: string;
  countsOnKuza: string;
  postRemovedTitle: string;
  postRemovedDescription: string;
  circleTitle: string;
  circleDescription: string;
  sensitiveTitle: string;
  sensitiveDescription: string;
  postTitle: string;
  anonymous: string;
  onePost: string;
  manyPosts: string;
  tagDescription: string;
}

export const PAGE_TEXTS: Record<PageLanguage, PageTexts> = {
  en: {
    notFoundTitle: 'Oops! Page not found',
    notFoundDescription: 'This page does not exist on Kuza.',
    privateProfile: "Sign in to Kuza to see @{{username}}'s profile.",
    counts: '{{followers}} followers · {{posts}} posts',
    countsOnKuza: '{{counts}} on Kuza.',
    postRemovedTitle: 'Post removed',
    postRemovedDescription: 'This post was removed.',
    circleTitle: 'A post in {{circle}}',
    circleDescription: 'Members of the circle {{circle}} can read this post. Join Kuza to ask to join.',
    sensitiveTitle: 'Sensitive content',
    sensitiveDescription: 'Sensitive content: open the post on Kuza to see it.',
    postTitle: '{{by}} on Kuza: "{{text}}"',
    anonymous: 'Anonymous',
    onePost: '1 post',
    manyPosts: '{{count}} posts',
    tagDescription: '{{posts}} with #{{tag}} on Kuza, newest first.',
  },
  fr: {
    notFoundTitle: 'Oups ! Page introuvable',
    notFoundDescription: "Cette page n'existe pas sur Kuza.",
    privateProfile: 'Connectez-vous à Kuza pour voir le profil de @{{username}}.',
    counts: '{{followers}} abonnés · {{posts}} publications',
    countsOnKuza: '{{counts}} sur Kuza.',
    postRemovedTitle: 'Publication retirée',
    postRemovedDescription: 'Cette publication a été retirée.',
    circleTitle: 'Une publication du cercle {{circle}}',
    circleDescription:
      'Les membres du cercle {{circle}} peuvent lire cette publication. Rejoignez Kuza pour demander à y entrer.',
    sensitiveTitle: 'Contenu sensible',
    sensitiveDescription: 'Contenu sensible : ouvrez la publication sur Kuza pour la voir.',
    postTitle: '{{by}} sur Kuza : « {{text}} »',
    anonymous: 'Anonyme',
    onePost: '1 publication',
    manyPosts: '{{count}} publications',
    tagDescription: '{{posts}} avec #{{tag}} sur Kuza, les plus récentes d’abord.',
  },
  sw: {
    notFoundTitle: 'Lo! Ukurasa haupatikani',
    notFoundDescription: 'Ukurasa huu haupo kwenye Kuza.',
    privateProfile: 'Ingia kwenye Kuza ili kuona wasifu wa @{{username}}.',
    counts: 'Wafuasi {{followers}} · machapisho {{posts}}',
    countsOnKuza: '{{counts}} kwenye Kuza.',
    postRemovedTitle: 'Chapisho limeondolewa',
    postRemovedDescription: 'Chapisho hili limeondolewa.',
    circleTitle: 'Chapisho katika {{circle}}',
    circleDescription:
      'Wanachama wa duara {{circle}} wanaweza kusoma chapisho hili. Jiunge na Kuza ili uombe kujiunga.',
    sensitiveTitle: 'Maudhui nyeti',
    sensitiveDescription: 'Maudhui nyeti: fungua chapisho kwenye Kuza ili ulione.',
    postTitle: '{{by}} kwenye Kuza: "{{text}}"',
    anonymous: 'Asiyejulikana',
    onePost: 'Chapisho 1',
    manyPosts: 'Machapisho {{count}}',
    tagDescription: '{{posts}} yenye #{{tag}} kwenye Kuza, mapya kwanza.',
  },
  yo: {
    notFoundTitle: 'Háà! A kò rí ojú-ìwé náà',
    notFoundDescription: 'Ojú-ìwé yìí kò sí lórí Kuza.',
    privateProfile: 'Wọlé sí Kuza láti rí àkọsílẹ̀ @{{username}}.',
    counts: 'Olùtẹ̀lé {{followers}} · àwọn àròkọ {{posts}}',
    countsOnKuza: '{{counts}} lórí Kuza.',
    postRemovedTitle: 'A ti yọ àròkọ náà kúrò',
    postRemovedDescription: 'A ti yọ àròkọ yìí kúrò.',
    circleTitle: 'Àròkọ kan nínú {{circle}}',
    circleDescription: 'Àwọn ọmọ ẹgbẹ́ {{circle}} lè ka àròkọ yìí. Darapọ̀ mọ́ Kuza láti béèrè láti wọlé.',
    sensitiveTitle: 'Àkóónú tó ní ìmọ̀lára',
    sensitiveDescription: 'Àkóónú tó ní ìmọ̀lára: ṣí àròkọ náà lórí Kuza láti rí i.',
    postTitle: '{{by}} lórí Kuza: "{{text}}"',
    anonymous: 'Àìlórúkọ',
    onePost: 'Àròkọ 1',
    manyPosts: 'Àwọn àròkọ {{count}}',
    tagDescription: '{{posts}} pẹ̀lú #{{tag}} lórí Kuza, àwọn tuntun jù lọ lákọ̀ọ́kọ́.',
  },
  ar: {
    notFoundTitle: 'عذرًا! الصفحة غير موجودة',
    notFoundDescription: 'هذه الصفحة غير موجودة على كوزا.',
    privateProfile: 'سجّل الدخول إلى كوزا لرؤية الملف الشخصي لـ @{{username}}.',
    counts: '{{followers}} متابعًا · {{posts}} منشورًا',
    countsOnKuza: '{{counts}} على كوزا.',
    postRemovedTitle: 'تمت إزالة المنشور',
    postRemovedDescription: 'تمت إزالة هذا المنشور.',
    circleTitle: 'منشور في {{circle}}',
    circleDescription: 'يمكن لأعضاء الدائرة {{circle}} قراءة هذا المنشور. انضم إلى كوزا لتطلب الانضمام.',
    sensitiveTitle: 'محتوى حساس',
    sensitiveDescription: 'محتوى حساس: افتح المنشور على كوزا لرؤيته.',
    postTitle: '{{by}} على كوزا: "{{text}}"',
    anonymous: 'مجهول',
    onePost: 'منشور واحد',
    manyPosts: '{{count}} منشورًا',
    tagDescription: '{{posts}} مع #{{tag}} على كوزا، الأحدث أولًا.',
  },
  am: {
    notFoundTitle: 'ውይ! ገጹ አልተገኘም',
    notFoundDescription: 'ይህ ገጽ በኩዛ ላይ የለም።',
    privateProfile: 'የ@{{username}}ን መገለጫ ለማየት ወደ ኩዛ ይግቡ።',
    counts: '{{followers}} ተከታዮች · {{posts}} ልጥፎች',
    countsOnKuza: '{{counts}} በኩዛ ላይ።',
    postRemovedTitle: 'ልጥፉ ተወግዷል',
    postRemovedDescription: 'ይህ ልጥፍ ተወግዷል።',
    circleTitle: 'በ{{circle}} ውስጥ ያለ ልጥፍ',
    circleDescription: 'የ{{circle}} ክበብ አባላት ይህን ልጥፍ ማንበብ ይችላሉ። ለመቀላቀል ለመጠየቅ ኩዛን ይቀላቀሉ።',
    sensitiveTitle: 'ስሱ ይዘት',
    sensitiveDescription: 'ስሱ ይዘት፦ ለማየት ልጥፉን በኩዛ ላይ ይክፈቱ።',
    postTitle: '{{by}} በኩዛ ላይ፦ "{{text}}"',
    anonymous: 'ስም-አልባ',
    onePost: '1 ልጥፍ',
    manyPosts: '{{count}} ልጥፎች',
    tagDescription: '{{posts}} ከ#{{tag}} ጋር በኩዛ ላይ፣ አዲሶቹ መጀመሪያ።',
  },
};

/** The text of `key` in `lang` with its values filled in. */
export function pageText(
  lang: PageLanguage,
  key: keyof PageTexts,
  values: Record<string, string | number> = {},
): string {
  return PAGE_TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}
