import { firstIssue } from './validate';
import { SPLIT_MESSAGES } from './split-rules';
import { splitSchema } from './split-schemas';

describe('split schema', () => {
  it("says the spec's rules first, then Kuza's, one at a time", () => {
    const longName = 'x'.repeat(101);
    expect(firstIssue(splitSchema, { projectName: longName, collaborators: [] })).toEqual({
      ok: false,
      issue: {
        field: 'collaborators',
        messageId: 'money.addCollaborators',
        message: 'Please add at least one collaborator.',
      },
    });
    expect(
      firstIssue(splitSchema, { projectName: ' ', collaborators: [{ username: 'kofi', percentage: '10' }] }),
    ).toMatchObject({
      issue: { field: 'projectName', messageId: 'money.projectNameRequired', message: 'Please enter a project name.' },
    });
    const rows = [
      { username: '', percentage: '' },
      { username: 'kofi', percentage: '60' },
      { username: '@Kofi', percentage: '10' },
    ];
    expect(firstIssue(splitSchema, { projectName: 'EP', collaborators: rows })).toMatchObject({
      issue: {
        field: 'collaborators.1.username',
        messageId: 'split.duplicateCollaborator',
        message: SPLIT_MESSAGES.duplicateCollaborator,
      },
    });
  });

  it('answers the trimmed name and the complete rows with numeric percentages', () => {
    const rows = [
      { username: ' @amara ', percentage: '30.5' },
      { username: 'kofi', percentage: '' },
      { username: 'zanele', percentage: 20 },
    ];
    expect(firstIssue(splitSchema, { projectName: ' EP ', collaborators: rows })).toEqual({
      ok: true,
      data: {
        projectName: 'EP',
        collaborators: [
          { username: '@amara', percentage: 30.5 },
          { username: 'zanele', percentage: 20 },
        ],
      },
    });
  });
});
