// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { UnauthorizedPage } from './unauthorized-page';

afterEach(async () => {
  cleanup();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

const show = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

function sendContactForm() {
  const form = screen.getByTestId('contact-form');
  fireEvent.submit(form);
  return screen.getByTestId('contact-not-sent');
}

describe('the site pages', () => {
  it('contact: after Send Message, says in English that nothing was sent, with the email and phone links', () => {
    show(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    const note = sendContactForm();
    expect(note.textContent).toBe(
      'Messages are not sent from this form yet — please email us at hello@bhoj.example or call +880 1700-000000.',
    );
    expect(within(note).getByRole('link', { name: 'hello@bhoj.example' }).getAttribute('href')).toBe(
      'mailto:hello@bhoj.example',
    );
    expect(screen.getByText('Every day, 10 AM – 10 PM')).toBeTruthy();
  });

  it('contact in Bangla: the note keeps its links in Bangla word order; address and hours in Bengali digits', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    show(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeTruthy();
    expect(screen.getByLabelText('নাম')).toBeTruthy();
    const note = sendContactForm();
    expect(note.textContent).toBe(
      'এই ফর্ম থেকে এখনও বার্তা পাঠানো যায় না — অনুগ্রহ করে hello@bhoj.example ঠিকানায় আমাদের ইমেইল করুন অথবা +৮৮০ ১৭০০-০০০০০০ নম্বরে ফোন করুন।',
    );
    expect(within(note).getByRole('link', { name: '+৮৮০ ১৭০০-০০০০০০' }).getAttribute('href')).toBe(
      'tel:+8801700000000',
    );
    expect(screen.getByText('প্রতিদিন, সকাল ১০টা – রাত ১০টা')).toBeTruthy();
    expect(screen.getByText('বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ')).toBeTruthy();
  });

  it('about in Bangla, with the hours in the chosen digits', async () => {
    await applyLanguage({ language: 'bn', digits: 'latin' });
    show(<AboutPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'সুস্বাদু খাবার পৌঁছে দিই আপনার দোরগোড়ায়' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '24/7 সেবা' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'মেনু ঘুরে দেখুন' }).getAttribute('href')).toBe('/our-menu/');
  });

  it('unauthorized in Bangla', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    show(<UnauthorizedPage />);
    expect(screen.getByRole('heading', { name: 'প্রবেশাধিকার নেই' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'আপনার প্রোফাইলে যান' }).getAttribute('href')).toBe('/profile/');
  });
});
