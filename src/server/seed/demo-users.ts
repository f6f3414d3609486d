import type { City } from '@/shared/constants/locations';
import type { ResponseTime } from '@/shared/constants/response-times';

export interface DemoUser {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  role: 'user' | 'admin';
  responseTime: ResponseTime;
  isVerified: boolean;
  /** Member since (spec: owner card). */
  createdAt: string;
  /** Where this person lists their things; the admin lists none. */
  city: City | null;
  /** Whether the seed draws them an avatar; one owner keeps initials, as a user without a photo does. */
  photo: boolean;
}

/**
 * The demo accounts (all with DEMO_PASSWORD). The e2e tests log in as Anna and Piotr; each owner lists seven
 * things in their own city, and the ten owners cover the ten cities.
 */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'anna.kowalska@example.com',
    username: 'anna.kowalska',
    firstName: 'Anna',
    lastName: 'Kowalska',
    mobileNumber: '+48 501234567',
    role: 'user',
    responseTime: 'within_hour',
    isVerified: true,
    createdAt: '2023-03-14T10:00:00Z',
    city: 'Warszawa',
    photo: true,
  },
  {
    email: 'piotr.nowak@example.com',
    username: 'piotr.nowak',
    firstName: 'Piotr',
    lastName: 'Nowak',
    mobileNumber: '+48 602345678',
    role: 'user',
    responseTime: 'within_few_hours',
    isVerified: true,
    createdAt: '2023-06-02T09:30:00Z',
    city: 'Kraków',
    photo: true,
  },
  {
    email: 'kasia.wisniewska@example.com',
    username: 'kasia.wisniewska',
    firstName: 'Katarzyna',
    lastName: 'Wiśniewska',
    mobileNumber: '+48 703456789',
    role: 'user',
    responseTime: 'within_hour',
    isVerified: true,
    createdAt: '2023-09-21T18:15:00Z',
    city: 'Gdańsk',
    photo: true,
  },
  {
    email: 'admin@example.com',
    username: 'admin',
    firstName: 'Adam',
    lastName: 'Administrator',
    mobileNumber: '+48 504567890',
    role: 'admin',
    responseTime: 'within_hour',
    isVerified: false,
    createdAt: '2023-01-02T08:00:00Z',
    city: null,
    photo: true,
  },
  {
    email: 'tomasz.wojcik@example.com',
    username: 'tomasz.wojcik',
    firstName: 'Tomasz',
    lastName: 'Wójcik',
    mobileNumber: '+48 505678901',
    role: 'user',
    responseTime: 'within_day',
    isVerified: true,
    createdAt: '2024-02-11T12:00:00Z',
    city: 'Wrocław',
    photo: true,
  },
  {
    email: 'magdalena.kaminska@example.com',
    username: 'magdalena.kaminska',
    firstName: 'Magdalena',
    lastName: 'Kamińska',
    mobileNumber: '+48 606789012',
    role: 'user',
    responseTime: 'within_hour',
    isVerified: true,
    createdAt: '2024-04-28T07:45:00Z',
    city: 'Poznań',
    photo: true,
  },
  {
    email: 'michal.lewandowski@example.com',
    username: 'michal.lewandowski',
    firstName: 'Michał',
    lastName: 'Lewandowski',
    mobileNumber: '+48 507890123',
    role: 'user',
    responseTime: 'within_few_hours',
    isVerified: false,
    createdAt: '2024-07-09T16:20:00Z',
    city: 'Łódź',
    photo: true,
  },
  {
    email: 'agnieszka.zielinska@example.com',
    username: 'agnieszka.zielinska',
    firstName: 'Agnieszka',
    lastName: 'Zielińska',
    mobileNumber: '+48 608901234',
    role: 'user',
    responseTime: 'within_hour',
    isVerified: true,
    createdAt: '2024-10-03T11:10:00Z',
    city: 'Katowice',
    photo: true,
  },
  {
    email: 'krzysztof.szymanski@example.com',
    username: 'krzysztof.szymanski',
    firstName: 'Krzysztof',
    lastName: 'Szymański',
    mobileNumber: '+48 509012345',
    role: 'user',
    responseTime: 'within_day',
    isVerified: false,
    createdAt: '2025-01-17T19:00:00Z',
    city: 'Szczecin',
    photo: false,
  },
  {
    email: 'ewa.dabrowska@example.com',
    username: 'ewa.dabrowska',
    firstName: 'Ewa',
    lastName: 'Dąbrowska',
    mobileNumber: '+48 600123456',
    role: 'user',
    responseTime: 'within_few_hours',
    isVerified: true,
    createdAt: '2025-03-30T14:40:00Z',
    city: 'Lublin',
    photo: true,
  },
  {
    email: 'pawel.mazur@example.com',
    username: 'pawel.mazur',
    firstName: 'Paweł',
    lastName: 'Mazur',
    mobileNumber: '+48 601234098',
    role: 'user',
    responseTime: 'within_day',
    isVerified: true,
    createdAt: '2025-05-12T10:25:00Z',
    city: 'Bydgoszcz',
    photo: true,
  },
];
