import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { HANDLEBAR_CATALOGUE, HANDLEBAR_GROUPS, HANDLEBAR_SAMPLES, renderTemplate, templateError, unknownPlaceholders } from '@/shared/crm/handlebars';

const TEMPLATES = [
  'Hi {{guest_first_name}}, welcome to {{venue_name}}!',
  '<p>{{guest_first_name}} &amp; {{{venue_name}}}</p>',
  '{{#if booking_id}}Booking {{booking_id}}{{else}}No booking{{/if}}',
  '{{#if missing_value}}yes{{else}}no{{/if}} {{#unless missing_value}}unless{{/unless}}',
  '{{#with venue_name}}Venue: {{this}}{{/with}}',
  '{{! a comment }}Text {{~ venue_name ~}} , tight',
  '{{unknown_key}} stays empty',
  'Quotes "{{danger}}" and <b>{{danger}}</b>',
  '{{#each guest_list}}x{{else}}none{{/each}}',
  '{{#venue_name}}section {{this}}{{/venue_name}}',
  '{{#empty_value}}shown{{else}}hidden{{/empty_value}} {{#if empty_value}}a{{else}}b{{/if}}',
];

describe('the handlebar catalogue', () => {
  it('has every group of the specification, each entry with handlebar, name, description and sample', () => {
    expect(HANDLEBAR_CATALOGUE.map((g) => g.group)).toEqual([...HANDLEBAR_GROUPS]);
    for (const group of HANDLEBAR_CATALOGUE) {
      expect(group.entries.length, group.group).toBeGreaterThan(0);
      for (const e of group.entries) expect(e.handlebar).toBe(`{{${e.key}}}`);
    }
    const keys = HANDLEBAR_CATALOGUE.flatMap((g) => g.entries.map((e) => e.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['user_first_name', 'venue_name', 'venue_openhours', 'guest_email', 'booking_id', 'booking_num_guests', 'booking_arrival_time', 'send_date_full']));
  });
});

describe('renderTemplate', () => {
  const values = { ...HANDLEBAR_SAMPLES, danger: '<script>"x"</script>', empty_value: '' };
  it.each(TEMPLATES.map((t) => [t]))('renders %s as Handlebars does', (template) => {
    expect(renderTemplate(template, { format: 'html', values })).toBe(Handlebars.compile(template)(values));
    expect(renderTemplate(template, { format: 'text', values })).toBe(Handlebars.compile(template, { noEscape: true })(values));
  });
  it('renders with the samples by default and values over them', () => {
    expect(renderTemplate('{{guest_first_name}} at {{venue_name}}', { format: 'text' })).toBe('Emil at Nørrebro Social');
    expect(renderTemplate('{{venue_name}}', { format: 'text', values: { venue_name: 'Kallio Bar' } })).toBe('Kallio Bar');
  });
  it('shows an unreadable template as written', () => {
    expect(renderTemplate('{{#if x}}open', { format: 'text' })).toBe('{{#if x}}open');
    expect(renderTemplate('{{shout venue_name}}', { format: 'text' })).toBe('{{shout venue_name}}');
    expect(renderTemplate(null, { format: 'html' })).toBe('');
  });
  it('never reaches the prototype', () => {
    expect(renderTemplate('{{constructor}}{{__proto__}}{{toString}}', { format: 'text' })).toBe('');
  });
});

describe('template checks', () => {
  it('name the syntax error of an unreadable template', () => {
    expect(templateError('{{#if x}}')).toMatch(/Parse error|doesn't match/);
    expect(templateError('Hi {{guest_first_name}}')).toBeNull();
  });
  it('list placeholders the catalogue does not know', () => {
    expect(unknownPlaceholders('{{guest_first_name}} {{guest_nick}} {{{raw_thing}}} {{guest_nick}} {{#if x}}{{else}}{{/if}}')).toEqual(['guest_nick', 'raw_thing']);
  });
});
