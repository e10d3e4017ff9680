import { buildPost } from '../../helpers/content-factories';
import { buildUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { SEARCH_POSTS } from './search-operations';

// Full-text search in the six languages of Kuza, with real words of each: stemming for English and French, accents
// and tone marks folded everywhere, words as written for Kiswahili, Yorùbá, Arabic and Amharic.

// Yorùbá typed with combining marks (o, then dot below, then grave), as many keyboards do.
const ORO = 'O\u0323\u0300ro\u0323\u0300 a\u0300gba\u0300';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const author = await buildUser(server, { username: 'polyglot' });
  for (const text of [
    'She was running along the river at dawn',
    'Les chanteuses de l’école chantent ce soir à Dakar',
    'Un élève arrive à l’heure',
    'Habari za asubuhi! Tunapenda muziki wa bongo flava',
    'Orin àti ìlù ní ìlú Ọ̀yọ́',
    ORO,
    'نحب الموسيقى في المدرسة',
    'قرأ أحمد الكتاب',
    'ቡና በጣም ጣፋጭ ነው',
    'ኢትዮጵያ፡ሀገሬ',
  ]) {
    await buildPost(server, author, text);
  }
});
afterAll(() => server.stop());

// Compared in one Unicode form: what matters is which post was found.
const found = async (q: string) =>
  (await server.gql(SEARCH_POSTS, { q })).data!.search.posts.edges.map((edge) => edge.node.content.normalize('NFC'));

it('English: other forms of a word match (run, runs, running)', async () => {
  for (const q of ['run', 'runs', 'RUNNING', 'rivers']) {
    expect(await found(q)).toEqual(['She was running along the river at dawn']);
  }
});

it('French: plurals and feminine forms match, accents are optional both ways', async () => {
  const chanteuses = 'Les chanteuses de l’école chantent ce soir à Dakar';
  expect(await found('chanteuse')).toEqual([chanteuses]);
  expect(await found('ecole')).toEqual([chanteuses]);
  expect(await found('école chanteuse')).toEqual([chanteuses]);
  expect(await found('eleve')).toEqual(['Un élève arrive à l’heure']);
  expect(await found('élèves')).toEqual(['Un élève arrive à l’heure']);
});

it('Kiswahili: words as written, case ignored', async () => {
  const swahili = 'Habari za asubuhi! Tunapenda muziki wa bongo flava';
  expect(await found('muziki')).toEqual([swahili]);
  expect(await found('Asubuhi')).toEqual([swahili]);
  expect(await found('tunapenda bongo')).toEqual([swahili]);
});

it('Yorùbá: tone marks and dots below are folded, precomposed or combining', async () => {
  const orin = 'Orin àti ìlù ní ìlú Ọ̀yọ́'.normalize('NFC');
  expect(await found('ilu')).toEqual([orin]);
  expect(await found('Oyo')).toEqual([orin]);
  expect(await found('ọ̀yọ́')).toEqual([orin]);
  expect(await found('oro')).toEqual([ORO.normalize('NFC')]);
  expect(await found('àgbà')).toEqual([ORO.normalize('NFC')]);
});

it('Arabic: words as written, short vowels and the forms of alef ignored', async () => {
  expect(await found('المدرسة')).toEqual(['نحب الموسيقى في المدرسة']);
  expect(await found('الْمَدْرَسَة')).toEqual(['نحب الموسيقى في المدرسة']);
  expect(await found('احمد')).toEqual(['قرأ أحمد الكتاب']);
});

it('Amharic: Ethiopic words, also when joined by the Ethiopic word space', async () => {
  expect(await found('ቡና')).toEqual(['ቡና በጣም ጣፋጭ ነው']);
  expect(await found('ሀገሬ')).toEqual(['ኢትዮጵያ፡ሀገሬ']);
  expect(await found('ኢትዮጵያ')).toEqual(['ኢትዮጵያ፡ሀገሬ']);
});

it('finds nothing for a word no post has', async () => {
  expect(await found('kilimanjaro')).toEqual([]);
});
