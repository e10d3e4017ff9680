// The account e-mails in the six interface languages (client/src/i18n/languages.ts). `{{name}}` marks a value;
// `[[...]]` marks the text of the e-mail's link. Each e-mail is written in its recipient's language.
export const EMAIL_LANGUAGES = ['en', 'fr', 'sw', 'yo', 'ar', 'am'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export interface EmailText {
  subject: string;
  /** Paragraphs; the one holding `[[...]]` carries the link. */
  body: string[];
}

export type EmailKind = 'welcome' | 'reset' | 'changeConfirm' | 'changeNotice';

export const EMAIL_TEXTS: Record<EmailLanguage, Record<EmailKind, EmailText>> = {
  en: {
    welcome: {
      subject: 'Welcome to Kuza: confirm your email',
      body: [
        'Karibu, {{username}}!',
        'Your Kuza account is ready. [[Confirm your email and open your dashboard]]',
        'The link works once and expires in 48 hours. Move at your own energy. Built for Africa, by Africa.',
      ],
    },
    reset: {
      subject: 'Reset your Kuza password',
      body: [
        'Someone asked to reset the password of your Kuza account.',
        '[[Set a new password]]',
        'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail; your password stays the same.',
      ],
    },
    changeConfirm: {
      subject: 'Confirm your new Kuza email address',
      body: [
        'Hello {{username}}, you asked to use this address for your Kuza account.',
        '[[Confirm the new address]]',
        'The link works once and expires in 24 hours. Until you confirm it, your account keeps its current address.',
      ],
    },
    changeNotice: {
      subject: 'Your Kuza email address is changing',
      body: [
        'Hello {{username}}, someone signed in to your Kuza account asked to change its email address to {{newEmail}}.',
        'The change applies once the new address is confirmed. If this was not you, change your password now.',
      ],
    },
  },
  fr: {
    welcome: {
      subject: 'Bienvenue sur Kuza : confirmez votre e-mail',
      body: [
        'Karibu, {{username}} !',
        'Votre compte Kuza est prêt. [[Confirmez votre e-mail et ouvrez votre tableau de bord]]',
        'Le lien fonctionne une fois et expire dans 48 heures. Avancez à votre rythme. Conçu pour l’Afrique, par l’Afrique.',
      ],
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe Kuza',
      body: [
        'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Kuza.',
        '[[Choisir un nouveau mot de passe]]',
        'Le lien fonctionne une fois et expire dans une heure. Si vous ne l’avez pas demandé, ignorez cet e-mail ; votre mot de passe reste le même.',
      ],
    },
    changeConfirm: {
      subject: 'Confirmez votre nouvelle adresse e-mail Kuza',
      body: [
        'Bonjour {{username}}, vous avez demandé à utiliser cette adresse pour votre compte Kuza.',
        '[[Confirmer la nouvelle adresse]]',
        'Le lien fonctionne une fois et expire dans 24 heures. Tant que vous ne l’avez pas confirmée, votre compte garde son adresse actuelle.',
      ],
    },
    changeNotice: {
      subject: 'Votre adresse e-mail Kuza va changer',
      body: [
        'Bonjour {{username}}, une personne connectée à votre compte Kuza a demandé à remplacer son adresse e-mail par {{newEmail}}.',
        'Le changement s’applique dès que la nouvelle adresse est confirmée. Si ce n’était pas vous, changez votre mot de passe maintenant.',
      ],
    },
  },
  sw: {
    welcome: {
      subject: 'Karibu Kuza: thibitisha barua pepe yako',
      body: [
        'Karibu, {{username}}!',
        'Akaunti yako ya Kuza iko tayari. [[Thibitisha barua pepe yako na ufungue dashibodi yako]]',
        'Kiungo kinafanya kazi mara moja na kinaisha baada ya saa 48. Songa kwa nguvu yako. Imejengwa kwa ajili ya Afrika, na Afrika.',
      ],
    },
    reset: {
      subject: 'Badilisha nenosiri lako la Kuza',
      body: [
        'Mtu ameomba kubadilisha nenosiri la akaunti yako ya Kuza.',
        '[[Weka nenosiri jipya]]',
        'Kiungo kinafanya kazi mara moja na kinaisha baada ya saa moja. Kama hukuomba, puuza barua pepe hii; nenosiri lako halitabadilika.',
      ],
    },
    changeConfirm: {
      subject: 'Thibitisha barua pepe yako mpya ya Kuza',
      body: [
        'Habari {{username}}, umeomba kutumia anwani hii kwa akaunti yako ya Kuza.',
        '[[Thibitisha anwani mpya]]',
        'Kiungo kinafanya kazi mara moja na kinaisha baada ya saa 24. Hadi uthibitishe, akaunti yako inabaki na anwani yake ya sasa.',
      ],
    },
    changeNotice: {
      subject: 'Barua pepe yako ya Kuza inabadilika',
      body: [
        'Habari {{username}}, mtu aliyeingia kwenye akaunti yako ya Kuza ameomba kubadilisha barua pepe yake kuwa {{newEmail}}.',
        'Mabadiliko yanatumika mara anwani mpya itakapothibitishwa. Kama si wewe, badilisha nenosiri lako sasa.',
      ],
    },
  },
  yo: {
    welcome: {
      subject: 'Ẹ káàbọ̀ sí Kuza: fìdí ímeèlì rẹ múlẹ̀',
      body: [
        'Ẹ káàbọ̀, {{username}}!',
        'Àkọọ́lẹ̀ Kuza rẹ ti ṣetán. [[Fìdí ímeèlì rẹ múlẹ̀ kí o sì ṣí dáṣíbọọ̀dù rẹ]]',
        'Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo, ó sì máa parí lẹ́yìn wákàtí 48. Tẹ̀síwájú pẹ̀lú agbára rẹ. A kọ́ ọ fún Áfíríkà, láti ọwọ́ Áfíríkà.',
      ],
    },
    reset: {
      subject: 'Tún ọ̀rọ̀ aṣínà Kuza rẹ ṣe',
      body: [
        'Ẹnìkan béèrè láti tún ọ̀rọ̀ aṣínà àkọọ́lẹ̀ Kuza rẹ ṣe.',
        '[[Ṣètò ọ̀rọ̀ aṣínà tuntun]]',
        'Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo, ó sì máa parí lẹ́yìn wákàtí kan. Tí o kò bá béèrè rẹ̀, fojú fo ímeèlì yìí; ọ̀rọ̀ aṣínà rẹ kò ní yípadà.',
      ],
    },
    changeConfirm: {
      subject: 'Fìdí àdírẹ́sì ímeèlì Kuza tuntun rẹ múlẹ̀',
      body: [
        'Ẹ n lẹ́ o {{username}}, o béèrè láti lo àdírẹ́sì yìí fún àkọọ́lẹ̀ Kuza rẹ.',
        '[[Fìdí àdírẹ́sì tuntun náà múlẹ̀]]',
        'Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo, ó sì máa parí lẹ́yìn wákàtí 24. Títí o fi fìdí rẹ̀ múlẹ̀, àkọọ́lẹ̀ rẹ yóò máa lo àdírẹ́sì rẹ̀ lọ́wọ́lọ́wọ́.',
      ],
    },
    changeNotice: {
      subject: 'Àdírẹ́sì ímeèlì Kuza rẹ ń yípadà',
      body: [
        'Ẹ n lẹ́ o {{username}}, ẹnìkan tí ó wọlé sí àkọọ́lẹ̀ Kuza rẹ béèrè láti yí àdírẹ́sì ímeèlì rẹ̀ padà sí {{newEmail}}.',
        'Ìyípadà náà yóò ṣẹlẹ̀ nígbà tí a bá fìdí àdírẹ́sì tuntun múlẹ̀. Tí kì í bá ṣe ìwọ, yí ọ̀rọ̀ aṣínà rẹ padà nísinsìnyí.',
      ],
    },
  },
  ar: {
    welcome: {
      subject: 'مرحبًا بك في Kuza: أكّد بريدك الإلكتروني',
      body: [
        'كاريبو، {{username}}!',
        'حسابك في Kuza جاهز. [[أكّد بريدك الإلكتروني وافتح لوحة التحكم]]',
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 48 ساعة. تحرّك بطاقتك. صُنع لأفريقيا، بأيدٍ أفريقية.',
      ],
    },
    reset: {
      subject: 'أعد تعيين كلمة مرور Kuza',
      body: [
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Kuza.',
        '[[عيّن كلمة مرور جديدة]]',
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة. إن لم تطلب ذلك فتجاهل هذه الرسالة؛ تبقى كلمة مرورك كما هي.',
      ],
    },
    changeConfirm: {
      subject: 'أكّد عنوان بريدك الإلكتروني الجديد في Kuza',
      body: [
        'مرحبًا {{username}}، طلبت استخدام هذا العنوان لحسابك في Kuza.',
        '[[أكّد العنوان الجديد]]',
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 24 ساعة. إلى أن تؤكده، يحتفظ حسابك بعنوانه الحالي.',
      ],
    },
    changeNotice: {
      subject: 'عنوان بريدك الإلكتروني في Kuza يتغيّر',
      body: [
        'مرحبًا {{username}}، طلب شخص مسجّل الدخول إلى حسابك في Kuza تغيير عنوان بريده الإلكتروني إلى {{newEmail}}.',
        'يسري التغيير بمجرد تأكيد العنوان الجديد. إن لم تكن أنت، فغيّر كلمة مرورك الآن.',
      ],
    },
  },
  am: {
    welcome: {
      subject: 'ወደ Kuza እንኳን ደህና መጡ፦ ኢሜይልዎን ያረጋግጡ',
      body: [
        'ካሪቡ፣ {{username}}!',
        'የKuza መለያዎ ዝግጁ ነው። [[ኢሜይልዎን ያረጋግጡ እና ዳሽቦርድዎን ይክፈቱ]]',
        'አገናኙ አንድ ጊዜ ብቻ ይሰራል፤ በ48 ሰዓት ውስጥ ጊዜው ያልፋል። በራስዎ ጉልበት ይጓዙ። ለአፍሪካ፣ በአፍሪካ የተሰራ።',
      ],
    },
    reset: {
      subject: 'የKuza የይለፍ ቃልዎን ዳግም ያስጀምሩ',
      body: [
        'አንድ ሰው የKuza መለያዎን የይለፍ ቃል ዳግም ለማስጀመር ጠይቋል።',
        '[[አዲስ የይለፍ ቃል ያዘጋጁ]]',
        'አገናኙ አንድ ጊዜ ብቻ ይሰራል፤ በአንድ ሰዓት ውስጥ ጊዜው ያልፋል። ካልጠየቁ ይህን ኢሜይል ይተዉት፤ የይለፍ ቃልዎ አይቀየርም።',
      ],
    },
    changeConfirm: {
      subject: 'አዲሱን የKuza ኢሜይል አድራሻዎን ያረጋግጡ',
      body: [
        'ሰላም {{username}}፣ ይህን አድራሻ ለKuza መለያዎ ለመጠቀም ጠይቀዋል።',
        '[[አዲሱን አድራሻ ያረጋግጡ]]',
        'አገናኙ አንድ ጊዜ ብቻ ይሰራል፤ በ24 ሰዓት ውስጥ ጊዜው ያልፋል። እስኪያረጋግጡ ድረስ መለያዎ የአሁኑን አድራሻ ይይዛል።',
      ],
    },
    changeNotice: {
      subject: 'የKuza ኢሜይል አድራሻዎ እየተቀየረ ነው',
      body: [
        'ሰላም {{username}}፣ ወደ Kuza መለያዎ የገባ ሰው የኢሜይል አድራሻውን ወደ {{newEmail}} ለመቀየር ጠይቋል።',
        'ለውጡ አዲሱ አድራሻ ሲረጋገጥ ይተገበራል። እርስዎ ካልሆኑ አሁኑኑ የይለፍ ቃልዎን ይቀይሩ።',
      ],
    },
  },
};
