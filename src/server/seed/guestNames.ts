import type { CountryCode } from '@generated/shared/shell';

/** First and last names common in each country, email providers people there use, and phone number shapes. */
export const GUEST_NAMES: Record<CountryCode, { first: string[]; last: string[]; domains: string[]; phone: (n: number) => string }> = {
  dk: {
    first: ['Anders', 'Mette', 'Jens', 'Hanne', 'Søren', 'Camilla', 'Mikkel', 'Line', 'Rasmus', 'Sofie', 'Frederik', 'Ida', 'Christian', 'Emma', 'Jonas', 'Laura', 'Mads', 'Julie', 'Kasper', 'Freja', 'Thomas', 'Maria', 'Nikolaj', 'Cecilie', 'Lasse', 'Signe', 'Emil', 'Maja', 'Oliver', 'Caroline', 'Magnus', 'Astrid', 'Peter', 'Louise', 'Morten', 'Anne', 'Henrik', 'Katrine'],
    last: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Christiansen', 'Poulsen', 'Johansen', 'Møller', 'Mortensen', 'Knudsen', 'Jakobsen', 'Mikkelsen', 'Frederiksen', 'Holm', 'Dahl', 'Lund', 'Bach', 'Kjær', 'Vestergaard', 'Bech', 'Skov'],
    domains: ['gmail.com', 'hotmail.dk', 'outlook.dk', 'yahoo.dk', 'live.dk', 'mail.dk'],
    phone: (n) => { const d = String(n).padStart(6, '0').slice(-6); return `+45 ${20 + (n % 10)} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)}`; },
  },
  no: {
    first: ['Ole', 'Ingrid', 'Lars', 'Kari', 'Jon', 'Anne', 'Erik', 'Silje', 'Magnus', 'Nora', 'Henrik', 'Ida', 'Sindre', 'Marte', 'Eirik', 'Thea', 'Kristian', 'Emilie', 'Håkon', 'Ingvild', 'Martin', 'Hanna', 'Sondre', 'Maren', 'Jonas', 'Tuva', 'Andreas', 'Sigrid', 'Even', 'Frida'],
    last: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Johnsen', 'Pettersen', 'Eriksen', 'Berg', 'Haugen', 'Hagen', 'Johannessen', 'Andreassen', 'Jacobsen', 'Dahl', 'Halvorsen', 'Henriksen', 'Lund', 'Strand', 'Solberg', 'Bakken', 'Moen', 'Lie', 'Aas', 'Bråten'],
    domains: ['gmail.com', 'online.no', 'hotmail.no', 'outlook.com', 'live.no'],
    phone: (n) => { const d = String(n).padStart(7, '0').slice(-7); return `+47 ${n % 2 ? 4 : 9}${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)}`; },
  },
  fi: {
    first: ['Juha', 'Anna', 'Mikko', 'Laura', 'Jari', 'Maria', 'Timo', 'Johanna', 'Matti', 'Emilia', 'Antti', 'Aino', 'Ville', 'Sanna', 'Jussi', 'Elina', 'Eero', 'Sofia', 'Lauri', 'Aada', 'Teemu', 'Riikka', 'Olli', 'Heidi', 'Tuomas', 'Noora', 'Sami', 'Pauliina', 'Eino', 'Venla'],
    last: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Lehtinen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi', 'Heikkilä', 'Kinnunen', 'Salonen', 'Turunen', 'Salo', 'Laitinen', 'Tuominen', 'Rantanen', 'Karjalainen', 'Jokinen', 'Mattila', 'Savolainen', 'Lahtinen', 'Ahonen'],
    domains: ['gmail.com', 'hotmail.fi', 'luukku.com', 'outlook.com', 'kolumbus.fi'],
    phone: (n) => { const d = String(n).padStart(7, '0').slice(-7); return `+358 ${n % 2 ? 40 : 50} ${d.slice(0, 3)} ${d.slice(3)}`; },
  },
  uk: {
    first: ['Oliver', 'Amelia', 'George', 'Olivia', 'Harry', 'Isla', 'Jack', 'Ava', 'Jacob', 'Emily', 'Charlie', 'Sophie', 'Thomas', 'Grace', 'James', 'Lily', 'William', 'Mia', 'Joshua', 'Chloe', 'Alfie', 'Ella', 'Henry', 'Jessica', 'Daniel', 'Lucy', 'Samuel', 'Hannah', 'Ethan', 'Freya'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'Hughes', 'Edwards', 'Murphy', 'Turner', "O'Brien", 'Campbell', 'Shaw'],
    domains: ['gmail.com', 'hotmail.co.uk', 'outlook.com', 'btinternet.com', 'yahoo.co.uk', 'icloud.com'],
    phone: (n) => { const d = String(n).padStart(9, '0').slice(-9); return `+44 7${d.slice(0, 3)} ${d.slice(3)}`; },
  },
};

/** Letters an email address can carry: æ → ae, ø → o, å → aa, ä → a, ö → o, and no apostrophes. */
export function emailSafe(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'aa')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[^a-z0-9]/g, '');
}
